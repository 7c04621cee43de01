import { UI_MESSAGES, formatDateTime } from '@hauskonfig/shared';
import { useState } from 'react';
import { DataTable, List, useNotify, useTranslate, type Identifier } from 'react-admin';
import { useCompactLayout } from '../../layout/use-compact-layout';
import { PageHeader } from '../../layout/PageHeader';
import { ListPagination } from '../../lists/ListPagination';
import { PhoneRows } from '../../lists/PhoneRows';
import { ResponsiveListBody } from '../../lists/ResponsiveListBody';
import { PersistRequestFilter } from './PersistRequestFilter';
import { apiErrorMessage } from '../../providers/request-errors';
import { readStoredFilter } from './request-filter-storage';
import { useRequestPaths } from '../common/request-paths';
import type { CustomerRequestRecord } from '../request-types';
import { requestFilters } from './RequestFilters';
import { RequestListActions } from './RequestListActions';
import { RequestRowActions } from './RequestRowActions';
import { RequestStatusChip } from '../common/RequestStatusChip';

const Column = DataTable.Col<CustomerRequestRecord>;

/** `/admin/customer-requests`: newest first, searchable, the search restored on return. */
export const RequestList = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const paths = useRequestPaths();
  const compact = useCompactLayout();
  // Read once per visit: a link with its own filter in the URL still wins over the stored one.
  const [storedFilter] = useState(readStoredFilter);
  const openEdit = (id: Identifier) => paths.edit(id);
  return (
    <>
      <PageHeader title={translate('app.navigation.customerRequests')} />
      <List
        title={false}
        // The spec's storage key holds the filter instead of react-admin's own store.
        storeKey={false}
        filters={requestFilters(compact)}
        filterDefaultValues={storedFilter}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        pagination={<ListPagination />}
        actions={<RequestListActions />}
        queryOptions={{
          onError: (error: unknown) =>
            notify(apiErrorMessage(error) ?? UI_MESSAGES.customerRequests.loadFailed, { type: 'error' }),
        }}
      >
        <PersistRequestFilter />
        <ResponsiveListBody
          loadFailed={UI_MESSAGES.customerRequests.loadFailed}
          rows={
            <PhoneRows<CustomerRequestRecord>
              primaryText={(record) => record.fullName}
              tertiaryText={(record) => <RequestStatusChip status={record.status} />}
              secondaryText={(record) =>
                `${formatDateTime(record.createdAt)} · ${
                  record.contactPerson?.name ?? translate('app.customerRequests.list.withoutContactPerson')
                }`
              }
              rowClick={openEdit}
            />
          }
          table={
            <DataTable bulkActionButtons={false} rowClick={openEdit}>
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
          }
        />
      </List>
    </>
  );
};
