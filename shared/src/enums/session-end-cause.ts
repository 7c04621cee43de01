/**
 * Why staff or the system ended a user's sessions (stored on the revoked refresh tokens). A plain
 * expiry, the user's own logout and a reused refresh token have none: they answer SESSION_EXPIRED.
 */
export enum SessionEndCause {
  /** Customer: staff gave the request new access data (new password). */
  ACCESS_RENEWED = 'ACCESS_RENEWED',
  /** Customer: staff withdrew the release of the request. */
  ACCESS_WITHDRAWN = 'ACCESS_WITHDRAWN',
  /** Staff: someone else set a new password for the login. */
  PASSWORD_RESET = 'PASSWORD_RESET',
  /** Staff: the user changed their own password (on another device). */
  PASSWORD_CHANGED = 'PASSWORD_CHANGED',
  /** Staff: the login's username was changed. */
  USERNAME_CHANGED = 'USERNAME_CHANGED',
  /** Staff: an administrator reset the login's second factor. */
  SECOND_FACTOR_RESET = 'SECOND_FACTOR_RESET',
  /** Staff: the user set up or switched off their own second factor. */
  SECOND_FACTOR_CHANGED = 'SECOND_FACTOR_CHANGED',
  /** Staff: the login was removed (deactivated). */
  LOGIN_REMOVED = 'LOGIN_REMOVED',
  /** Staff: "log out everywhere" on another device. */
  LOGGED_OUT_EVERYWHERE = 'LOGGED_OUT_EVERYWHERE',
}
