export const AUTH_STORAGE_PREFIX = 'auth.';
export const AUTH_COOKIE_PATH = '/';
export const TOKEN_PREFIX = '_token.';
export const REFRESH_TOKEN_PREFIX = '_refresh_token.';
export const DEFAULT_AUTH_STRATEGY = 'local';
export const TOKEN_TYPE = 'Bearer';
export const AUTH_HEADER = 'Authorization';
