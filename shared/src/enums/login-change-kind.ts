/** What happened to a login (username, password and second factor of a user); each change is recorded with who made it. */
export enum LoginChangeKind {
  CREATED = 'CREATED',
  USERNAME_CHANGED = 'USERNAME_CHANGED',
  PASSWORD_CHANGED = 'PASSWORD_CHANGED',
  REMOVED = 'REMOVED',
  SECOND_FACTOR_ENABLED = 'SECOND_FACTOR_ENABLED',
  SECOND_FACTOR_DISABLED = 'SECOND_FACTOR_DISABLED',
  SECOND_FACTOR_RESET = 'SECOND_FACTOR_RESET',
}

export const LOGIN_CHANGE_KIND_LABELS: Record<LoginChangeKind, string> = {
  [LoginChangeKind.CREATED]: 'Anmeldung eingerichtet',
  [LoginChangeKind.USERNAME_CHANGED]: 'Benutzername geändert',
  [LoginChangeKind.PASSWORD_CHANGED]: 'Passwort geändert',
  [LoginChangeKind.REMOVED]: 'Anmeldung entfernt',
  [LoginChangeKind.SECOND_FACTOR_ENABLED]: 'Zweiter Faktor eingerichtet',
  [LoginChangeKind.SECOND_FACTOR_DISABLED]: 'Zweiter Faktor abgeschaltet',
  [LoginChangeKind.SECOND_FACTOR_RESET]: 'Zweiter Faktor zurückgesetzt',
};
