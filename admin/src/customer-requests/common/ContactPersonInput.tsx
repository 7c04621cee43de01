import { AutocompleteInput, ReferenceInput } from 'react-admin';

/** The responsible contact person, searched by name among all contact people. */
export const ContactPersonInput = ({ alwaysOn }: { alwaysOn?: boolean }) => (
  <ReferenceInput
    source="contactPersonId"
    reference="contact-people"
    sort={{ field: 'name', order: 'ASC' }}
    perPage={100}
    alwaysOn={alwaysOn}
  >
    <AutocompleteInput optionText="name" label="resources.customer-requests.fields.contactPersonId" />
  </ReferenceInput>
);
