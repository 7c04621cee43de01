import { AUTH_COOKIE_PATH, AUTH_REFRESH_TOKEN_KEY, AUTH_TOKEN_KEY, AUTH_USER_KEY } from '../constants/auth.js';
import { USER_COOKIE } from '../constants/storage-keys.js';
import { isSessionEndCode } from '../rules/session-end.js';
import type { ApiErrorBody } from '../types/api-error-body.js';

/** Where a session is kept: three local-storage keys and the name of the user cookie. */
export interface SessionKeys {
  accessToken: string;
  refreshToken: string;
  user: string;
  userCookie: string;
}

/**
 * The keys the spec names (`auth._token.local`, `auth._refresh_token.local`, the user and a user
 * cookie). Both apps live on one origin and use them both: one login, so a wrong role can be sent
 * to its own home.
 */
export const SPEC_SESSION_KEYS: SessionKeys = {
  accessToken: AUTH_TOKEN_KEY,
  refreshToken: AUTH_REFRESH_TOKEN_KEY,
  user: AUTH_USER_KEY,
  userCookie: USER_COOKIE,
};

/** What every stored user has; each app stores its own user type. */
export interface SessionUserBase {
  username: string;
  roles: readonly string[];
}

export interface StoredSession<User extends SessionUserBase> {
  accessToken: string;
  refreshToken: string;
  user: User;
}

/** Why the last session ended: a deliberate logout is not announced as an expired session. */
export type SessionEndReason = 'logout' | 'ended';

/** The API's answer when someone else ended the session (ACCESS_CHANGED, SESSION_ENDED). */
export interface SessionEndNotice {
  code: string;
  message: string;
  /** A SessionEndCause. */
  reason?: string;
}

/** The notice in an API answer, if it says someone else ended the session. */
export function sessionEndNoticeOf(body: Partial<ApiErrorBody> | null | undefined): SessionEndNotice | null {
  if (!body || !isSessionEndCode(body.code) || typeof body.message !== 'string') return null;
  return { code: body.code, message: body.message, ...(body.reason ? { reason: body.reason } : {}) };
}

/** A change of the stored session by another tab (the `storage` event's one field read here). */
type StorageChangeListener = (event: { key: string | null }) => void;

export interface SessionStoreOptions {
  keys: SessionKeys;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  writeCookie?: (cookie: string) => void;
  /** Where other tabs' storage changes arrive (the window). */
  storageEvents?: { addEventListener(type: 'storage', listener: StorageChangeListener): void };
}

export interface SessionStore<User extends SessionUserBase> {
  accessToken(): string | null;
  refreshToken(): string | null;
  /** The logged-in user, trusted only when a token exists too (spec section 4). */
  user(): User | null;
  save(session: StoredSession<User>): void;
  saveTokens(accessToken: string, refreshToken: string): void;
  lastEndReason(): SessionEndReason;
  /** What the API said when the last session in this tab was ended by someone else; null otherwise. */
  lastEndNotice(): SessionEndNotice | null;
  clear(reason?: SessionEndReason, notice?: SessionEndNotice | null): void;
  /** Calls the listener on every login and end of session, in this tab or another. */
  subscribe(listener: () => void): () => void;
}

function parseUser<User>(text: string | null): User | null {
  try {
    return JSON.parse(text ?? 'null') as User | null;
  } catch {
    return null;
  }
}

/**
 * The session of a browser app as the spec stores it. A stored user counts only together with a
 * local token; a leftover user without one is cleared with its cookie when the store is created
 * (spec section 4: restoring the session at start).
 */
export function createSessionStore<User extends SessionUserBase>({
  keys,
  storage = localStorage,
  writeCookie = (cookie) => {
    document.cookie = cookie;
  },
  storageEvents = window,
}: SessionStoreOptions): SessionStore<User> {
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  let lastEndReason: SessionEndReason = 'ended';
  let lastEndNotice: SessionEndNotice | null = null;

  // Parsed once per stored text, so useSyncExternalStore sees a stable snapshot between changes.
  let parsed: { text: string | null; user: User | null } = { text: null, user: null };
  function storedUser(): User | null {
    const text = storage.getItem(keys.user);
    if (text !== parsed.text) parsed = { text, user: parseUser<User>(text) };
    return parsed.user;
  }

  const accessToken = () => storage.getItem(keys.accessToken);
  const expireUserCookie = () =>
    writeCookie(`${keys.userCookie}=; path=${AUTH_COOKIE_PATH}; expires=Thu, 01 Jan 1970 00:00:00 GMT`);

  if (storedUser() && !accessToken()) {
    storage.removeItem(keys.user);
    storage.removeItem(keys.refreshToken);
    expireUserCookie();
  }

  storageEvents.addEventListener('storage', (event) => {
    if (event.key === null || event.key === keys.user || event.key === keys.accessToken) emit();
  });

  return {
    accessToken,
    refreshToken: () => storage.getItem(keys.refreshToken),
    user: () => (accessToken() ? storedUser() : null),

    save(session) {
      storage.setItem(keys.accessToken, session.accessToken);
      storage.setItem(keys.refreshToken, session.refreshToken);
      storage.setItem(keys.user, JSON.stringify(session.user));
      const username = encodeURIComponent(session.user.username);
      writeCookie(`${keys.userCookie}=${username}; path=${AUTH_COOKIE_PATH}; SameSite=Strict`);
      emit();
    },

    saveTokens(newAccessToken, newRefreshToken) {
      storage.setItem(keys.accessToken, newAccessToken);
      storage.setItem(keys.refreshToken, newRefreshToken);
    },

    lastEndReason: () => lastEndReason,
    lastEndNotice: () => lastEndNotice,

    clear(reason = 'ended', notice = null) {
      lastEndReason = reason;
      lastEndNotice = notice;
      const hadSession = storedUser() !== null || accessToken() !== null;
      storage.removeItem(keys.accessToken);
      storage.removeItem(keys.refreshToken);
      storage.removeItem(keys.user);
      expireUserCookie();
      if (hadSession) emit();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
