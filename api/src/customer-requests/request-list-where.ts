import {
  ErrorCode,
  RequestStatus,
  VALIDATION_MESSAGES,
  fieldLabel,
  formatMessage,
  NO_CONTACT_PERSON,
  normalizeFilterText,
} from '@hauskonfig/shared';
import { isUUID } from 'class-validator';
import { ApiException } from '../common/errors/api-exception.js';
import { containsPattern } from '../common/rest/contains-pattern.js';

/**
 * Filterable text fields and the columns of their stored, normalised copies (spec section 5).
 * PostgreSQL keeps each copy as `lower(replace(col, ' ', ''))`, the SQL twin of the shared
 * `normalizeFilterText`; the search text goes through the shared function itself.
 */
const TEXT_FILTERS = {
  fullName: 'full_name_search',
  email: 'email_search',
  phoneNumber: 'phone_number_search',
} as const;
type TextFilter = keyof typeof TEXT_FILTERS;

/** Longer search texts cannot match any stored value (the columns are at most this long). */
const MAX_FILTER_LENGTH = 254;

function invalid(field: string, message: string): ApiException {
  return new ApiException(400, ErrorCode.VALIDATION_FAILED, message, [{ field, messages: [message] }]);
}

function textValue(filter: Record<string, unknown>, field: string): string | null {
  const value = filter[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    throw invalid(field, formatMessage(VALIDATION_MESSAGES.invalidValue, fieldLabel(field)));
  }
  if (value.length > MAX_FILTER_LENGTH) {
    throw invalid(field, formatMessage(VALIDATION_MESSAGES.maxLength, fieldLabel(field), MAX_FILTER_LENGTH));
  }
  return value.trim() === '' ? null : value;
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** SQL with its numbered parameters, for DataSource.query (a statement or a WHERE clause). */
export interface SqlStatement {
  sql: string;
  params: unknown[];
}

/**
 * The staff list filter: name, email and phone contain the search text after the shared
 * normalisation; status and contact person match exactly (`contactPersonId: "none"`: requests
 * without one); `q` searches all three text fields;
 * `id` (an array) is react-admin's getMany. Empty values do not filter. null when nothing can match.
 */
export function requestListWhere(filter: Record<string, unknown>): SqlStatement | null {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id !== undefined) {
    const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).filter((id): id is string => isUUID(id));
    if (ids.length === 0) return null;
    conditions.push(`r.id = ANY(${param(ids)}::uuid[])`);
  }
  for (const field of Object.keys(TEXT_FILTERS) as TextFilter[]) {
    const value = textValue(filter, field);
    if (value !== null)
      conditions.push(`r.${TEXT_FILTERS[field]} LIKE ${param(containsPattern(normalizeFilterText(value)))}`);
  }
  const q = textValue(filter, 'q');
  if (q !== null) {
    const pattern = param(containsPattern(normalizeFilterText(q.trim())));
    conditions.push(
      `(${Object.values(TEXT_FILTERS)
        .map((column) => `r.${column} LIKE ${pattern}`)
        .join(' OR ')})`,
    );
  }
  const status = filter.status;
  if (isSet(status)) {
    if (!Object.values(RequestStatus).includes(status as RequestStatus)) {
      const message = formatMessage(
        VALIDATION_MESSAGES.mustBeOneOf,
        fieldLabel('status'),
        Object.values(RequestStatus).join(', '),
      );
      throw invalid('status', message);
    }
    conditions.push(`r.status = ${param(status)}`);
  }
  const contactPersonId = filter.contactPersonId;
  if (contactPersonId === NO_CONTACT_PERSON) {
    // Served by the (contact_person_id, created_at) index like a person's id.
    conditions.push('r.contact_person_id IS NULL');
  } else if (isSet(contactPersonId)) {
    if (typeof contactPersonId !== 'string' || !isUUID(contactPersonId)) {
      throw invalid('contactPersonId', formatMessage(VALIDATION_MESSAGES.invalidValue, fieldLabel('contactPersonId')));
    }
    conditions.push(`r.contact_person_id = ${param(contactPersonId)}`);
  }
  return { sql: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}
