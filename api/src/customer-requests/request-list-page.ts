import type { ListQuery } from '../common/rest/list-query.js';
import { ROW_COLUMNS } from './request-list-row.js';
import { type SqlStatement, requestListWhere } from './request-list-where.js';

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
