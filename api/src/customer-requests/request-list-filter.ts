import {
  ErrorCode,
  HouseKind,
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
import type { ListQuery } from '../common/rest/list-query.js';
import type { CustomerRequestAdminResponse } from './dto/customer-request-admin.response.js';

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

/** The sortable fields and their columns; `id` is react-admin's default sort (reference inputs). */
const SORT_COLUMNS = {
  id: 'id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  fullName: 'full_name',
  email: 'email',
  phoneNumber: 'phone_number',
  status: 'status',
  contactPersonId: 'contact_person_id',
} as const;
export type AdminRequestSort = keyof typeof SORT_COLUMNS;
export const ADMIN_REQUEST_SORT = Object.keys(SORT_COLUMNS) as AdminRequestSort[];

/** The staff row's own columns, named like the response fields. */
const ROW_COLUMNS = `r.id, r.created_at AS "createdAt", r.updated_at AS "updatedAt", r.status,
  r.full_name AS "fullName", r.first_name AS "firstName", r.last_name AS "lastName", r.email,
  r.phone_number AS "phoneNumber", r.place, r.property_number AS "propertyNumber", r.notes,
  r.house_id AS "houseId", r.contact_person_id AS "contactPersonId",
  r.construction_stage_id AS "constructionStageId", r.login_code AS "loginCode",
  r.credentials_generated_at AS "credentialsGeneratedAt", r.privacy_consent_at AS "privacyConsentAt",
  r.privacy_version AS "privacyVersion", r.house_heading AS "houseHeading", r.sun_date AS "sunDate"`;

export interface RequestListRow extends Omit<CustomerRequestAdminResponse, 'house' | 'contactPerson'> {
  houseName: string | null;
  houseKind: HouseKind | null;
  houseSourceTemplateId: string | null;
  contactPersonName: string | null;
  /** Only from pageWithTotal. */
  total?: number;
}

/**
 * The statements of one list page: the page alone, the page with the total of all matching rows
 * (one round trip when the total is not cached), and the total alone (for a page past the end).
 * The page is cut from the requests before their house and contact person are joined, so it
 * reads 25 rows whatever the planner knows about the table. Ties go by date, then id, in the same
 * direction, so the sort indexes serve the whole order. null when the filter cannot match anything.
 */
export function requestListStatements(
  query: ListQuery<AdminRequestSort>,
): { page: SqlStatement; pageWithTotal: SqlStatement; count: SqlStatement } | null {
  const where = requestListWhere(query.filter);
  if (!where) return null;
  const direction = query.sortOrder === 'ASC' ? 'ASC' : 'DESC';
  // The id is unique: nothing needs to break its ties.
  const fields =
    query.sortField === 'id' ? ['id' as const] : [...new Set([query.sortField, 'createdAt', 'id'] as const)];
  const innerOrder = fields.map((field) => `r.${SORT_COLUMNS[field]} ${direction}`).join(', ');
  const outerOrder = fields.map((field) => `page."${field}" ${direction}`).join(', ');
  const limit = where.params.length + 1;
  const count = `SELECT count(*)::int AS "total" FROM customer_requests r ${where.sql}`;
  const page = (total: string) => `SELECT page.*, house.name AS "houseName", house.kind AS "houseKind",
  house.source_template_id AS "houseSourceTemplateId", contact.name AS "contactPersonName"${total}
FROM (
  SELECT ${ROW_COLUMNS} FROM customer_requests r ${where.sql}
  ORDER BY ${innerOrder} LIMIT $${limit} OFFSET $${limit + 1}
) page
LEFT JOIN houses house ON house.id = page."houseId"
LEFT JOIN contact_people contact ON contact.id = page."contactPersonId"
ORDER BY ${outerOrder}`;
  const pageParams = [...where.params, query.take, query.skip];
  return {
    page: { sql: page(''), params: pageParams },
    pageWithTotal: { sql: page(`, (${count}) AS "total"`), params: pageParams },
    count: { sql: count, params: where.params },
  };
}

/** The staff response of one list row. */
export function toAdminRow(row: RequestListRow): CustomerRequestAdminResponse {
  const { houseName, houseKind, houseSourceTemplateId, contactPersonName, total: _total, ...request } = row;
  return {
    ...request,
    house:
      request.houseId !== null && houseName !== null && houseKind !== null
        ? { id: request.houseId, name: houseName, kind: houseKind, sourceTemplateId: houseSourceTemplateId }
        : null,
    contactPerson:
      request.contactPersonId !== null && contactPersonName !== null
        ? { id: request.contactPersonId, name: contactPersonName }
        : null,
  };
}
