import type { LoginChangeKind } from '../enums/login-change-kind.js';

/** One recorded change of a staff login, as staff see it on the contact person (TDate: Date in the API). */
export interface LoginChangeDto<TDate = string> {
  kind: LoginChangeKind;
  changedAt: TDate;
  /** Username of the staff member who made the change; null when the system did (start-up seed). */
  changedBy: string | null;
  /** The login's username after the change. */
  username: string;
}
