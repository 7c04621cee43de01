import { UI_MESSAGES, isCustomerVisibleStatus } from '@hauskonfig/shared';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { Button, DeleteWithConfirmButton, LinkBase, useNotify, useRecordContext } from 'react-admin';
import { apiErrorMessage } from '../../providers/request-errors';
import { useRequestPaths } from '../common/request-paths';
import type { CustomerRequestRecord } from '../request-types';

// The row itself opens the edit page; the buttons must not trigger that as well.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** Edit, preview (only for statuses the customer can see) and delete of one list row. */
export const RequestRowActions = () => {
  const record = useRecordContext<CustomerRequestRecord>();
  const paths = useRequestPaths();
  const notify = useNotify();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Button label="ra.action.edit" component={LinkBase} to={paths.edit(record.id)} onClick={stopPropagation}>
        <EditIcon />
      </Button>
      {isCustomerVisibleStatus(record.status) && (
        <Button
          label="app.customerRequests.list.preview"
          component={LinkBase}
          to={paths.preview(record.id)}
          onClick={stopPropagation}
        >
          <VisibilityIcon />
        </Button>
      )}
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        redirect={false}
        confirmTitle="resources.customer-requests.message.delete_title"
        confirmContent="app.customerRequests.list.deleteContent"
        contentTranslateOptions={{ name: record.fullName }}
        mutationOptions={{
          onError: (error: unknown) =>
            notify(apiErrorMessage(error) ?? UI_MESSAGES.customerRequests.deleteFailed, { type: 'error' }),
        }}
      />
    </Stack>
  );
};
