import { LAST_CONTACT_KEY, type ContactPersonDto } from '@hauskonfig/shared';
import type { SessionEndNotice } from '@hauskonfig/shared/browser';

/** Who the customer is told to ask when their access changed. */
type LastContact = Pick<ContactPersonDto, 'name' | 'email' | 'phoneNumber'>;

/** Shown on /login after staff changed the customer's access: the API's words and whom to ask. */
export interface AccessChange {
  message: string;
  contact: LastContact | null;
}

let pending: AccessChange | null = null;

/**
 * The contact person as the customer area last showed them, kept across visits: the access is
 * often changed while the customer is away, and the notice on their return still names them.
 */
export function rememberContact(person: ContactPersonDto | null): void {
  if (!person) return;
  const { name, email, phoneNumber } = person;
  localStorage.setItem(LAST_CONTACT_KEY, JSON.stringify({ name, email, phoneNumber } satisfies LastContact));
}

export function forgetContact(): void {
  localStorage.removeItem(LAST_CONTACT_KEY);
}

function lastContact(): LastContact | null {
  try {
    const stored = JSON.parse(localStorage.getItem(LAST_CONTACT_KEY) ?? 'null') as Partial<LastContact> | null;
    return stored?.name && stored.email && stored.phoneNumber
      ? { name: stored.name, email: stored.email, phoneNumber: stored.phoneNumber }
      : null;
  } catch {
    return null;
  }
}

/** The session ended because staff changed the access: the login page shows it next, once. */
export function announceAccessChange(notice: SessionEndNotice): void {
  pending = { message: notice.message, contact: lastContact() };
}

/** The announced change, left for the login page to show. */
export const pendingAccessChange = (): AccessChange | null => pending;

/** Shown: a later visit to /login no longer repeats it. */
export function accessChangeShown(): void {
  pending = null;
}
