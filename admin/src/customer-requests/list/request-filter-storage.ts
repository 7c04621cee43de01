import { CR_SEARCH_FILTER_KEY } from '@hauskonfig/shared';

/** The list filters that are persisted (spec section 4: restored on the next visit). */
const FILTER_FIELDS = ['fullName', 'email', 'phoneNumber', 'status', 'contactPersonId'] as const;

export type RequestFilter = Partial<Record<(typeof FILTER_FIELDS)[number], string>>;

/** Keeps only the known, non-empty text filters; anything else in storage is ignored. */
function sanitize(value: unknown): RequestFilter {
  if (typeof value !== 'object' || value === null) return {};
  const filter: RequestFilter = {};
  for (const field of FILTER_FIELDS) {
    const entry = (value as Record<string, unknown>)[field];
    if (typeof entry === 'string' && entry !== '') filter[field] = entry;
  }
  return filter;
}

export function readStoredFilter(): RequestFilter {
  try {
    return sanitize(JSON.parse(localStorage.getItem(CR_SEARCH_FILTER_KEY) ?? '{}'));
  } catch {
    // Unreadable storage (disabled, or edited by hand) just means no saved filter.
    return {};
  }
}

export function writeStoredFilter(value: unknown): void {
  const filter = sanitize(value);
  try {
    if (Object.keys(filter).length === 0) localStorage.removeItem(CR_SEARCH_FILTER_KEY);
    else localStorage.setItem(CR_SEARCH_FILTER_KEY, JSON.stringify(filter));
  } catch {
    // A full or blocked storage only loses the convenience of restoring the filter.
  }
}
