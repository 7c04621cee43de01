import { UI_MESSAGES } from '@hauskonfig/shared';
import { BooleanField, DataTable, EditButton, EmailField, List, SearchInput, useNotify } from 'react-admin';
import { ContactPersonPhoto } from './ContactPersonPhoto';
import { DeleteContactPersonButton } from './DeleteContactPersonButton';
import { apiErrorMessage } from './api-error';
import type { ContactPersonRecord } from './types';

/** The API's `q` searches name and email. */
const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Column = DataTable.Col<ContactPersonRecord>;

/** `/admin/contact-people`: photo, name, email, phone, published, username, edit and delete. */
export const ContactPersonList = () => {
  const notify = useNotify();
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
      queryOptions={{
        onError: (error: unknown) =>
          notify(apiErrorMessage(error) ?? UI_MESSAGES.contactPeople.loadFailed, { type: 'error' }),
      }}
    >
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
    </List>
  );
};
