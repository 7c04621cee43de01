import { RequestStatus } from '../enums/request-status.js';

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
 * Lower-cases and removes only the FIRST space (String.replace with a string pattern),
 * so 'Max Mustermann' and 'maxmustermann' match. PostgreSQL's
 * `lower(regexp_replace(col, ' ', ''))` also replaces only the first match without the
 * 'g' flag, so an API expression index built on it follows exactly this rule.
 */
export function normalizeFilterText(text: string): string {
  return text.replace(' ', '').toLowerCase();
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
    matchesExactly(request.contactPersonId, filter.contactPersonId)
  );
}
