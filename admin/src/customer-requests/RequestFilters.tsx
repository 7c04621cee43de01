import { SelectInput, TextInput } from 'react-admin';
import { ContactPersonFilterInput } from './ContactPersonFilterInput';
import { REQUEST_STATUS_CHOICES } from './request-status-choices';

/** The list's search fields (spec section 5: name, email, phone contain; status, person exact or none). */
export const requestFilters = [
  <TextInput key="fullName" source="fullName" alwaysOn />,
  <TextInput key="email" source="email" alwaysOn />,
  <TextInput key="phoneNumber" source="phoneNumber" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={REQUEST_STATUS_CHOICES}
    translateChoice={false}
    emptyText="app.customerRequests.list.anyStatus"
    alwaysOn
  />,
  <ContactPersonFilterInput key="contactPersonId" alwaysOn />,
];
