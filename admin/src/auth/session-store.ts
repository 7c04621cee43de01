import {
  AUTH_COOKIE_PATH,
  AUTH_REFRESH_TOKEN_KEY as REFRESH_KEY,
  AUTH_TOKEN_KEY as TOKEN_KEY,
  AUTH_USER_KEY as USER_KEY,
  USER_COOKIE,
} from '@hauskonfig/shared';

/*
 * The session as the spec stores it (`auth._token.local`, `auth._refresh_token.local`, a user
 * cookie), under the keys the public site uses too: one origin, one login.
 */

export interface SessionUser {
  id: string;
  username: string;
  roles: string[];
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
}

export const sessionStore = {
  accessToken: (): string | null => localStorage.getItem(TOKEN_KEY),
  refreshToken: (): string | null => localStorage.getItem(REFRESH_KEY),
  user(): SessionUser | null {
    try {
      return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as SessionUser | null;
    } catch {
      return null;
    }
  },

  save(session: Session): void {
    localStorage.setItem(TOKEN_KEY, session.accessToken);
    localStorage.setItem(REFRESH_KEY, session.refreshToken);
    localStorage.setItem(USER_KEY, JSON.stringify(session.user));
    document.cookie = `${USER_COOKIE}=${encodeURIComponent(session.user.username)}; path=${AUTH_COOKIE_PATH}; SameSite=Strict`;
  },

  saveTokens(accessToken: string, refreshToken: string): void {
    localStorage.setItem(TOKEN_KEY, accessToken);
    localStorage.setItem(REFRESH_KEY, refreshToken);
  },

  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(REFRESH_KEY);
    localStorage.removeItem(USER_KEY);
    document.cookie = `${USER_COOKIE}=; path=${AUTH_COOKIE_PATH}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  },
};
