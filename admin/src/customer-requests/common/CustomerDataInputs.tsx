import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { REQUEST_VALIDATION } from './request-validation';

/** The customer's personal data, shared by the create and the edit page. */
export const CustomerDataInputs = () => (
  <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
    <TextInput source="firstName" validate={REQUEST_VALIDATION.firstName} autoComplete="off" />
    <TextInput source="lastName" validate={REQUEST_VALIDATION.lastName} autoComplete="off" />
    <TextInput source="email" type="email" validate={REQUEST_VALIDATION.email} autoComplete="off" />
    <TextInput source="phoneNumber" type="tel" validate={REQUEST_VALIDATION.phoneNumber} autoComplete="off" />
    <TextInput source="place" validate={REQUEST_VALIDATION.place} autoComplete="off" />
    <TextInput source="propertyNumber" validate={REQUEST_VALIDATION.propertyNumber} autoComplete="off" />
    <Box sx={{ gridColumn: '1 / -1' }}>
      <TextInput source="notes" multiline minRows={3} validate={REQUEST_VALIDATION.notes} />
    </Box>
  </Box>
);
