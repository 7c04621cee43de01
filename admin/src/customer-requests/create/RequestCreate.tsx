import { RequestStatus, UI_MESSAGES } from '@hauskonfig/shared';
import { Box, Typography } from '@mui/material';
import { Create, SimpleForm, useNotify, useTranslate } from 'react-admin';
import { ContactPersonInput } from '../common/ContactPersonInput';
import { CustomerDataInputs } from '../common/CustomerDataInputs';
import { apiErrorMessage } from '../../providers/request-errors';
import { editRedirect } from '../common/request-paths';
import { toCreatePayload } from '../common/request-payload';
import { StatusInput } from '../common/StatusInput';
import { useSaveWithFieldErrors } from './use-save-with-field-errors';

const DEFAULT_VALUES = { status: RequestStatus.NEW };

const RequestCreateForm = () => {
  const onSubmit = useSaveWithFieldErrors();
  const translate = useTranslate();
  return (
    <SimpleForm onSubmit={onSubmit} defaultValues={DEFAULT_VALUES}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.customerRequests.create.hint')}
      </Typography>
      <CustomerDataInputs />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
        <StatusInput />
        <ContactPersonInput />
      </Box>
    </SimpleForm>
  );
};

/** `/admin/customer-requests/create`: a request taken by phone or in person; then its edit page. */
export const RequestCreate = () => {
  const notify = useNotify();
  return (
    <Create
      redirect={editRedirect}
      transform={toCreatePayload}
      mutationOptions={{
        onError: (error: unknown) =>
          notify(apiErrorMessage(error) ?? UI_MESSAGES.customerRequests.createFailed, { type: 'error' }),
      }}
    >
      <RequestCreateForm />
    </Create>
  );
};
