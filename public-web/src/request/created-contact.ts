import type { ContactPersonDto } from '@hauskonfig/shared';

/** Session storage key of the contact person assigned to the request just sent. */
const CREATED_CONTACT_KEY = 'hauskonfig_request_contact';

function isContactPerson(value: unknown): value is ContactPersonDto {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, email, phoneNumber } = value as Record<string, unknown>;
  return [id, name, email, phoneNumber].every((field) => typeof field === 'string');
}

/**
 * The person the sent request was assigned to (the POST answer), kept for this tab so the success
 * page names them after a reload too.
 */
export const createdContact = {
  save(person: ContactPersonDto | null): void {
    try {
      if (person) sessionStorage.setItem(CREATED_CONTACT_KEY, JSON.stringify(person));
      else sessionStorage.removeItem(CREATED_CONTACT_KEY);
    } catch {
      // Without storage the page still thanks, with the general promise.
    }
  },
  get(): ContactPersonDto | null {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(CREATED_CONTACT_KEY) ?? 'null');
      return isContactPerson(stored) ? stored : null;
    } catch {
      return null;
    }
  },
};
