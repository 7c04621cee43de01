import {
  AUTH_COOKIE_PATH,
  AUTH_REFRESH_TOKEN_KEY,
  AUTH_TOKEN_KEY,
  AUTH_USER_KEY,
  USER_COOKIE,
  type LoginResponseDto,
  type Role,
  type UserDto,
} from '@hauskonfig/shared';

/**
 * The session as the spec stores it (`auth._token.local`, `auth._refresh_token.local`, the user
 * and a user cookie), under the same keys as the admin app: both live on one origin and share
 * one login, so a wrong role can be sent to its own home.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

function readUser(): UserDto | null {
  try {
    return JSON.parse(localStorage.getItem(AUTH_USER_KEY) ?? 'null') as UserDto | null;
  } catch {
    return null;
  }
}

/**
 * Spec section 4: a stored user counts only together with a local token; a leftover user without
 * one is cleared with its cookie when the app starts.
 */
function restoredUser(): UserDto | null {
  const user = readUser();
  if (user && !localStorage.getItem(AUTH_TOKEN_KEY)) {
    localStorage.removeItem(AUTH_USER_KEY);
    localStorage.removeItem(AUTH_REFRESH_TOKEN_KEY);
    document.cookie = `${USER_COOKIE}=; path=${AUTH_COOKIE_PATH}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    return null;
  }
  return user;
}

// The user object is cached so useSyncExternalStore sees a stable snapshot between changes.
let cachedUser: UserDto | null = restoredUser();

/** Why the last session ended: a deliberate logout is not announced as an expired session. */
export type SessionEndReason = 'logout' | 'ended';
let lastEndReason: SessionEndReason = 'ended';

export const sessionStore = {
  accessToken: (): string | null => localStorage.getItem(AUTH_TOKEN_KEY),
  refreshToken: (): string | null => localStorage.getItem(AUTH_REFRESH_TOKEN_KEY),
  /** The logged-in user, trusted only when a token exists too (spec section 4). */
  user: (): UserDto | null => (cachedUser && sessionStore.accessToken() ? cachedUser : null),
  role: (): Role | null => sessionStore.user()?.roles[0] ?? null,

  save(session: LoginResponseDto): void {
    localStorage.setItem(AUTH_TOKEN_KEY, session.accessToken);
    localStorage.setItem(AUTH_REFRESH_TOKEN_KEY, session.refreshToken);
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(session.user));
    document.cookie = `${USER_COOKIE}=${encodeURIComponent(session.user.username)}; path=${AUTH_COOKIE_PATH}; SameSite=Strict`;
    cachedUser = session.user;
    emit();
  },

  saveTokens(accessToken: string, refreshToken: string): void {
    localStorage.setItem(AUTH_TOKEN_KEY, accessToken);
    localStorage.setItem(AUTH_REFRESH_TOKEN_KEY, refreshToken);
  },

  lastEndReason: (): SessionEndReason => lastEndReason,

  clear(reason: SessionEndReason = 'ended'): void {
    lastEndReason = reason;
    const hadSession = cachedUser !== null || sessionStore.accessToken() !== null;
    localStorage.removeItem(AUTH_TOKEN_KEY);
    localStorage.removeItem(AUTH_REFRESH_TOKEN_KEY);
    localStorage.removeItem(AUTH_USER_KEY);
    document.cookie = `${USER_COOKIE}=; path=${AUTH_COOKIE_PATH}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    cachedUser = null;
    if (hadSession) emit();
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// A login or logout in another tab changes the same storage.
window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === AUTH_USER_KEY || event.key === AUTH_TOKEN_KEY) {
    cachedUser = readUser();
    emit();
  }
});
