import { UI_MESSAGES } from '@hauskonfig/shared';
import {
  BooleanField,
  DataTable,
  EditButton,
  EmailField,
  List,
  SearchInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { PageHeader } from '../layout/PageHeader';
import { ListActionsBar } from '../lists/ListActionsBar';
import { ListPagination } from '../lists/ListPagination';
import { PhoneRows } from '../lists/PhoneRows';
import { PublishedChip } from '../lists/PublishedChip';
import { ResponsiveListBody } from '../lists/ResponsiveListBody';
import { ContactPersonPhoto } from './ContactPersonPhoto';
import { DeleteContactPersonButton } from './DeleteContactPersonButton';
import { apiErrorMessage } from '../providers/request-errors';
import type { ContactPersonRecord } from './types';

/** The API's `q` searches name and email. */
const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** What phone users can sort the people by (wide screens sort by the column headers). */
const SORT_FIELDS = ['name', 'email'];

const Column = DataTable.Col<ContactPersonRecord>;

/** `/admin/contact-people`: photo, name, email, phone, published, username, edit and delete. */
export const ContactPersonList = () => {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <>
      <PageHeader title={translate('app.navigation.contactPeople')} />
      <List
        title={false}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        pagination={<ListPagination />}
        actions={<ListActionsBar sortFields={SORT_FIELDS} />}
        exporter={false}
        queryOptions={{
          onError: (error: unknown) =>
            notify(apiErrorMessage(error) ?? UI_MESSAGES.contactPeople.loadFailed, { type: 'error' }),
        }}
      >
        <ResponsiveListBody
          loadFailed={UI_MESSAGES.contactPeople.loadFailed}
          avatar
          rows={
            <PhoneRows<ContactPersonRecord>
              leftIcon={(record) => <ContactPersonPhoto imageUrl={record.imageUrl} name={record.name} />}
              primaryText={(record) => record.name}
              tertiaryText={(record) => <PublishedChip published={record.published} />}
              secondaryText={(record) => record.email}
              rowClick="edit"
            />
          }
          table={
            <DataTable rowClick="edit" bulkActionButtons={false}>
              <Column
                source="imageUrl"
                disableSort
                render={(record) => <ContactPersonPhoto imageUrl={record.imageUrl} name={record.name} />}
              />
              <Column source="name" />
              <Column source="email" field={EmailField} />
              <Column source="phoneNumber" />
              <Column source="published" field={BooleanField} />
              {/* The API cannot sort by the login name. */}
              <Column source="username" disableSort />
              <Column label="app.contactPeople.actions" sx={{ whiteSpace: 'nowrap' }}>
                <EditButton />
                <DeleteContactPersonButton redirect={false} />
              </Column>
            </DataTable>
          }
        />
      </List>
    </>
  );
};
