import {
  ErrorCode,
  RequestStatus,
  VALIDATION_MESSAGES,
  fieldLabel,
  formatMessage,
  normalizeFilterText,
} from '@hauskonfig/shared';
import { isUUID } from 'class-validator';
import { Brackets, Repository, SelectQueryBuilder } from 'typeorm';
import { ApiException } from '../common/errors/api-exception.js';
import { containsPattern } from '../common/rest/contains-pattern.js';
import type { ListQuery } from '../common/rest/list-query.js';
import type { CustomerRequest } from './customer-request.entity.js';

/**
 * Filterable text fields and their stored, normalised copies (spec section 5). PostgreSQL keeps
 * each copy as `lower(regexp_replace(col, ' ', ''))`, the SQL twin of the shared
 * `normalizeFilterText`; the search text goes through the shared function itself.
 */
const TEXT_FILTERS = {
  fullName: 'fullNameSearch',
  email: 'emailSearch',
  phoneNumber: 'phoneNumberSearch',
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

/**
 * Applies the staff list filter: name, email and phone contain the search text after the shared
 * normalisation; status and contact person match exactly; `q` searches all three text fields;
 * `id` (an array) is react-admin's getMany. Empty values do not filter.
 */
export function applyRequestFilter(
  builder: SelectQueryBuilder<CustomerRequest>,
  filter: Record<string, unknown>,
): SelectQueryBuilder<CustomerRequest> | null {
  if (filter.id !== undefined) {
    const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).filter((id): id is string => isUUID(id));
    if (ids.length === 0) return null;
    builder.andWhere('request.id IN (:...ids)', { ids });
  }
  for (const field of Object.keys(TEXT_FILTERS) as TextFilter[]) {
    const value = textValue(filter, field);
    if (value !== null) {
      builder.andWhere(`request.${TEXT_FILTERS[field]} LIKE :${field}`, {
        [field]: containsPattern(normalizeFilterText(value)),
      });
    }
  }
  const q = textValue(filter, 'q');
  if (q !== null) {
    builder.andWhere(
      new Brackets((where) => {
        for (const column of Object.values(TEXT_FILTERS)) where.orWhere(`request.${column} LIKE :q`);
      }),
      { q: containsPattern(normalizeFilterText(q.trim())) },
    );
  }
  const status = filter.status;
  if (status !== undefined && status !== null && status !== '') {
    if (!Object.values(RequestStatus).includes(status as RequestStatus)) {
      const message = formatMessage(
        VALIDATION_MESSAGES.mustBeOneOf,
        fieldLabel('status'),
        Object.values(RequestStatus).join(', '),
      );
      throw invalid('status', message);
    }
    builder.andWhere('request.status = :status', { status });
  }
  const contactPersonId = filter.contactPersonId;
  if (contactPersonId !== undefined && contactPersonId !== null && contactPersonId !== '') {
    if (typeof contactPersonId !== 'string' || !isUUID(contactPersonId)) {
      throw invalid('contactPersonId', formatMessage(VALIDATION_MESSAGES.invalidValue, fieldLabel('contactPersonId')));
    }
    builder.andWhere('request.contactPersonId = :contactPersonId', { contactPersonId });
  }
  return builder;
}

export const ADMIN_REQUEST_SORT = [
  'createdAt',
  'updatedAt',
  'fullName',
  'email',
  'phoneNumber',
  'status',
  'contactPersonId',
] as const;
export type AdminRequestSort = (typeof ADMIN_REQUEST_SORT)[number];

/**
 * The two queries of one list page: the total (no joins needed) and the page with its house and
 * contact person (many-to-one, so no duplicate rows). null when the filter cannot match anything.
 */
export function requestListQueries(
  repository: Repository<CustomerRequest>,
  query: ListQuery<AdminRequestSort>,
): { count: SelectQueryBuilder<CustomerRequest>; page: SelectQueryBuilder<CustomerRequest> } | null {
  const count = applyRequestFilter(repository.createQueryBuilder('request'), query.filter);
  const page = applyRequestFilter(
    repository
      .createQueryBuilder('request')
      .leftJoinAndSelect('request.house', 'house')
      .leftJoinAndSelect('request.contactPerson', 'contactPerson'),
    query.filter,
  );
  if (!count || !page) return null;
  // Ties go by date, then id, in the same direction, so the sort indexes serve the whole order.
  page.orderBy(`request.${query.sortField}`, query.sortOrder);
  if (query.sortField !== 'createdAt') page.addOrderBy('request.createdAt', query.sortOrder);
  page.addOrderBy('request.id', query.sortOrder).offset(query.skip).limit(query.take);
  return { count, page };
}
