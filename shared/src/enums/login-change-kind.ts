/** What happened to a login (username and password of a user); each change is recorded with who made it. */
export enum LoginChangeKind {
  CREATED = 'CREATED',
  USERNAME_CHANGED = 'USERNAME_CHANGED',
  PASSWORD_CHANGED = 'PASSWORD_CHANGED',
  REMOVED = 'REMOVED',
}

export const LOGIN_CHANGE_KIND_LABELS: Record<LoginChangeKind, string> = {
  [LoginChangeKind.CREATED]: 'Anmeldung eingerichtet',
  [LoginChangeKind.USERNAME_CHANGED]: 'Benutzername geändert',
  [LoginChangeKind.PASSWORD_CHANGED]: 'Passwort geändert',
  [LoginChangeKind.REMOVED]: 'Anmeldung entfernt',
};
