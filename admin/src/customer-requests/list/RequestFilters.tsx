import { SelectInput, TextInput } from 'react-admin';
import { ContactPersonFilterInput } from './ContactPersonFilterInput';
import { REQUEST_STATUS_CHOICES } from '../common/request-status-choices';

/**
 * The list's search fields (spec section 5: name, email, phone contain; status, person exact or
 * none). All shown on wide screens; on phones only the name, the rest behind the filter button.
 */
export const requestFilters = (compact: boolean) => [
  <TextInput key="fullName" source="fullName" alwaysOn />,
  <TextInput key="email" source="email" alwaysOn={!compact} />,
  <TextInput key="phoneNumber" source="phoneNumber" alwaysOn={!compact} />,
  <SelectInput
    key="status"
    source="status"
    choices={REQUEST_STATUS_CHOICES}
    translateChoice={false}
    emptyText="app.customerRequests.list.anyStatus"
    alwaysOn={!compact}
  />,
  <ContactPersonFilterInput key="contactPersonId" source="contactPersonId" alwaysOn={!compact} />,
];
