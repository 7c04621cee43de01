import { RequestStatus } from '../enums/request-status.js';

/** The contact person filter value for requests without a contact person (`contactPersonId=none`). */
export const NO_CONTACT_PERSON = 'none';

/** Filter of the admin customer-request list; an empty or missing entry does not filter. */
export interface RequestListFilter {
  fullName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  status?: RequestStatus | null;
  contactPersonId?: string | null;
}

/** The request fields the list filter looks at. */
export interface FilterableRequest {
  fullName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  status: RequestStatus;
  contactPersonId?: string | null;
}

/**
 * Lower-cases and removes EVERY space, so 'Franz Xaver Moser' matches 'franz xavermoser' and
 * '+43 660 1234567' matches '+436601234567' (a superset of the spec's first-space rule: staff type
 * names and numbers with spaces anywhere). Only the space character: PostgreSQL's
 * `lower(replace(col, ' ', ''))` of the API's stored search columns does exactly the same.
 */
export function normalizeFilterText(text: string): string {
  return text.replace(/ /g, '').toLowerCase();
}

/** Substring match after normalisation; a blank query matches everything, a missing value nothing else. */
export function matchesText(value: string | null | undefined, query: string | null | undefined): boolean {
  if (query === null || query === undefined || query.trim() === '') {
    return true;
  }
  if (value === null || value === undefined) {
    return false;
  }
  return normalizeFilterText(value).includes(normalizeFilterText(query));
}

function matchesExactly<T>(value: T | null | undefined, wanted: T | null | undefined): boolean {
  return wanted === null || wanted === undefined || wanted === '' || value === wanted;
}

export function matchesRequestFilter(request: FilterableRequest, filter: RequestListFilter): boolean {
  return (
    matchesText(request.fullName, filter.fullName) &&
    matchesText(request.email, filter.email) &&
    matchesText(request.phoneNumber, filter.phoneNumber) &&
    matchesExactly(request.status, filter.status) &&
    (filter.contactPersonId === NO_CONTACT_PERSON
      ? !request.contactPersonId
      : matchesExactly(request.contactPersonId, filter.contactPersonId))
  );
}
