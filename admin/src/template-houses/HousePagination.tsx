import { UI_MESSAGES } from '@hauskonfig/shared';
import { Pagination } from 'react-admin';

/** "All" asks for the API's largest page. */
const ALL_ROWS = 1000;

const ROWS_PER_PAGE = [10, 25, 50, { label: UI_MESSAGES.table.all, value: ALL_ROWS }];

/**
 * Table footer of the spec: "items per page" with an "All" option. PaginationProps does not
 * declare labelRowsPerPage, but react-admin hands it on to MUI's TablePagination.
 */
export const HousePagination = () => (
  <Pagination rowsPerPageOptions={ROWS_PER_PAGE} {...{ labelRowsPerPage: UI_MESSAGES.table.itemsPerPage }} />
);
