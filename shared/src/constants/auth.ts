const AUTH_STORAGE_PREFIX = 'auth.';
export const AUTH_COOKIE_PATH = '/';
const TOKEN_PREFIX = '_token.';
const REFRESH_TOKEN_PREFIX = '_refresh_token.';
const DEFAULT_AUTH_STRATEGY = 'local';
export const TOKEN_TYPE = 'Bearer';
export const AUTH_HEADER = 'Authorization';

/** Local-storage keys of the session, shared by both apps on the one origin: `auth._token.local` etc. */
export const AUTH_TOKEN_KEY = `${AUTH_STORAGE_PREFIX}${TOKEN_PREFIX}${DEFAULT_AUTH_STRATEGY}`;
export const AUTH_REFRESH_TOKEN_KEY = `${AUTH_STORAGE_PREFIX}${REFRESH_TOKEN_PREFIX}${DEFAULT_AUTH_STRATEGY}`;
export const AUTH_USER_KEY = `${AUTH_STORAGE_PREFIX}user`;
