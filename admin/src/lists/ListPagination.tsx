import { UI_MESSAGES } from '@hauskonfig/shared';
import { useCallback } from 'react';
import { Pagination, useTranslate } from 'react-admin';

/** "Alle" asks for the API's largest page (1000), enough for any realistic list. */
const ALL_ROWS = 1000;

const ROWS_PER_PAGE = [10, 25, 50, 100, { label: UI_MESSAGES.table.all, value: ALL_ROWS }];

/**
 * The table footer of every list (spec section 9): "Einträge pro Seite" with an "Alle" option.
 * react-admin names the page buttons only on wide screens; on a phone MUI's English "Go to next
 * page" would be their tooltip, so the German names are passed on for both. PaginationProps does
 * not declare getItemAriaLabel, but react-admin hands it on to MUI's TablePagination.
 */
export const ListPagination = () => {
  const translate = useTranslate();
  const getItemAriaLabel = useCallback(
    (type: 'first' | 'last' | 'next' | 'previous') => translate(`ra.navigation.${type}`),
    [translate],
  );
  return <Pagination rowsPerPageOptions={ROWS_PER_PAGE} {...{ getItemAriaLabel }} />;
};
