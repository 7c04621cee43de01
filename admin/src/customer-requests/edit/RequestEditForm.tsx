import { Stack } from '@mui/material';
import { Form } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { CardColumns } from '../../layout/CardColumns';
import { SentPlanCard } from '../common/sent-plan/SentPlanCard';
import { ConstructionWorksCard } from './construction/ConstructionWorksCard';
import { CustomHouseFilesProvider } from './house/custom-house-files';
import { CustomerDataCard } from './customer/CustomerDataCard';
import { HouseAssignmentCard } from './house/HouseAssignmentCard';
import { ReleaseCard } from './release/ReleaseCard';
import { RequestEditToolbar } from './RequestEditToolbar';
import { StatusCard } from './status/StatusCard';
import { useFormRecord } from './use-form-record';
import { useLiveRequest } from './use-live-request';
import { useSaveRequestPage } from './use-save-request-page';

/** The form's submit: the page's one save; the API's field errors go back to the inputs. */
const RequestEditSections = ({ saveCount }: { saveCount: number }) => {
  const { record } = useLiveRequest();
  const formRecord = useFormRecord(record, saveCount);
  const { saveAll } = useSaveRequestPage();
  return (
    <Form
      record={formRecord}
      onSubmit={async (values: FieldValues) => {
        const outcome = await saveAll(values);
        return outcome.ok ? undefined : outcome.fieldErrors;
      }}
      warnWhenUnsavedChanges
      // The app's German messages, never the browser's own bubbles (e.g. on the e-mail input).
      noValidate
    >
      <CardColumns columns="3fr 2fr">
        <Stack spacing={2}>
          <CustomerDataCard />
          <HouseAssignmentCard />
          <ConstructionWorksCard />
          {record?.snapshot && <SentPlanCard snapshot={record.snapshot} planShareToken={record.planShareToken} />}
        </Stack>
        <Stack spacing={2}>
          <StatusCard />
          <ReleaseCard />
        </Stack>
      </CardColumns>
      <RequestEditToolbar />
    </Form>
  );
};

/**
 * The edit page's sections. Assigning a house acts at once; everything else, the custom house's
 * data and picked files included, is saved by the one "Speichern" (or first by "Freigeben").
 */
export const RequestEditForm = ({ saveCount }: { saveCount: number }) => (
  <CustomHouseFilesProvider>
    <RequestEditSections saveCount={saveCount} />
  </CustomHouseFilesProvider>
);
