import { Box, Stack } from '@mui/material';
import { Form } from 'react-admin';
import { ConstructionWorksCard } from './ConstructionWorksCard';
import { CustomerDataCard } from './CustomerDataCard';
import { HouseAssignmentCard } from './HouseAssignmentCard';
import { RequestEditToolbar } from './RequestEditToolbar';
import { StatusCard } from './StatusCard';
import { useFormRecord } from './use-form-record';
import { useLiveRequest } from './use-live-request';
import { useSaveWithFieldErrors } from './use-save-with-field-errors';
import { WeblinkCard } from './WeblinkCard';

/** The edit page's sections; house and access act at once, the rest is saved with the form. */
export const RequestEditForm = ({ saveCount }: { saveCount: number }) => {
  const { record } = useLiveRequest();
  const formRecord = useFormRecord(record, saveCount);
  const onSubmit = useSaveWithFieldErrors();
  return (
    <Form record={formRecord} onSubmit={onSubmit} warnWhenUnsavedChanges>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <CustomerDataCard />
          <HouseAssignmentCard />
          <ConstructionWorksCard />
        </Stack>
        <Stack spacing={2}>
          <StatusCard />
          <WeblinkCard />
        </Stack>
      </Box>
      <RequestEditToolbar />
    </Form>
  );
};
