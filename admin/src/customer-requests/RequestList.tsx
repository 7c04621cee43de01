import { UI_MESSAGES, formatDateTime } from '@hauskonfig/shared';
import { useState } from 'react';
import { DataTable, List, Pagination, useNotify, type Identifier } from 'react-admin';
import { PersistRequestFilter } from './PersistRequestFilter';
import { apiErrorMessage } from './request-errors';
import { readStoredFilter } from './request-filter-storage';
import { useRequestPaths } from './request-paths';
import type { CustomerRequestRecord } from './request-types';
import { requestFilters } from './RequestFilters';
import { RequestListActions } from './RequestListActions';
import { RequestRowActions } from './RequestRowActions';
import { RequestStatusChip } from './RequestStatusChip';

/** 1000 is the largest page the API serves: "all" for any realistic number of requests. */
const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100, { label: UI_MESSAGES.table.all, value: 1000 }];

const Column = DataTable.Col<CustomerRequestRecord>;

/** `/admin/customer-requests`: newest first, searchable, the search restored on return. */
export const RequestList = () => {
  const notify = useNotify();
  const paths = useRequestPaths();
  // Read once per visit: a link with its own filter in the URL still wins over the stored one.
  const [storedFilter] = useState(readStoredFilter);
  return (
    <List
      // The spec's storage key holds the filter instead of react-admin's own store.
      storeKey={false}
      filters={requestFilters}
      filterDefaultValues={storedFilter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
      actions={<RequestListActions />}
      queryOptions={{
        onError: (error: unknown) =>
          notify(apiErrorMessage(error) ?? UI_MESSAGES.customerRequests.loadFailed, { type: 'error' }),
      }}
    >
      <PersistRequestFilter />
      <DataTable bulkActionButtons={false} rowClick={(id: Identifier) => paths.edit(id)}>
        <Column source="createdAt" render={(record) => formatDateTime(record.createdAt)} />
        <Column source="fullName" />
        <Column source="email" />
        <Column source="phoneNumber" />
        <Column source="status" render={(record) => <RequestStatusChip status={record.status} />} />
        <Column
          source="contactPersonId"
          label="resources.customer-requests.fields.contactPerson"
          disableSort
          render={(record) => record.contactPerson?.name ?? ''}
        />
        <Column label="resources.customer-requests.fields.actions" disableSort align="right">
          <RequestRowActions />
        </Column>
      </DataTable>
    </List>
  );
};
