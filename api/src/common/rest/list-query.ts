import { ErrorCode, VALIDATION_MESSAGES, formatMessage } from '@hauskonfig/shared';
import type { Response } from 'express';
import { ApiException } from '../errors/api-exception.js';

/** The ra-data-simple-rest query: ?sort=["field","ASC"]&range=[0,24]&filter={...} */
export interface RawListQuery {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
}

export interface ListQuery<F extends string> {
  sortField: F;
  sortOrder: 'ASC' | 'DESC';
  skip: number;
  take: number;
  filter: Record<string, unknown>;
}

/** Without a range a list answers at most this many rows; react-admin's "All" asks for more explicitly. */
const DEFAULT_PAGE = 25;
const MAX_PAGE = 1000;

function invalid(field: string): ApiException {
  return new ApiException(400, ErrorCode.VALIDATION_FAILED, formatMessage(VALIDATION_MESSAGES.invalidValue, field));
}

function parseJson(value: unknown, field: string): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalid(field);
  try {
    return JSON.parse(value);
  } catch {
    throw invalid(field);
  }
}

/** Parses and checks the list query against the fields a resource allows. */
export function parseListQuery<F extends string>(
  raw: RawListQuery,
  sortable: readonly F[],
  defaultSort: [F, 'ASC' | 'DESC'],
): ListQuery<F> {
  const sort = parseJson(raw.sort, 'sort') ?? defaultSort;
  if (
    !Array.isArray(sort) ||
    !sortable.includes(sort[0] as F) ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    throw invalid('sort');
  }
  const range = parseJson(raw.range, 'range') ?? [0, DEFAULT_PAGE - 1];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n) && n >= 0) ||
    range[1] < range[0]
  ) {
    throw invalid('range');
  }
  const filter = parseJson(raw.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw invalid('filter');
  return {
    sortField: sort[0] as F,
    sortOrder: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
    skip: range[0],
    take: Math.min(range[1] - range[0] + 1, MAX_PAGE),
    filter: filter as Record<string, unknown>,
  };
}

/** `Content-Range: houses 0-24/319`, which ra-data-simple-rest reads for the total. */
export function setContentRange(
  response: Response,
  resource: string,
  query: ListQuery<string>,
  total: number,
  count: number,
): void {
  const end = count === 0 ? query.skip : query.skip + count - 1;
  response.setHeader('Content-Range', `${resource} ${query.skip}-${end}/${total}`);
}
