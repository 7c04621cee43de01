import DeleteIcon from '@mui/icons-material/Delete';
import { UI_MESSAGES } from '@hauskonfig/shared';
import { useState } from 'react';
import { Button, useDelete, useNotify, useRecordContext, useRedirect, useRefresh, useTranslate } from 'react-admin';
import { apiErrorMessage } from './api-errors';
import { DeleteHouseDialog } from './DeleteHouseDialog';
import type { TemplateHouseRecord } from './types';
import { useNotifyText } from './use-notify-text';

const RESOURCE = 'template-houses';

/**
 * Deletes the house of the record context after its name was typed. In the list the rows are
 * refreshed; on the edit page (`redirectToList`) staff return to the list.
 */
export const DeleteHouseButton = ({ redirectToList = false }: { redirectToList?: boolean }) => {
  const record = useRecordContext<TemplateHouseRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [deleteHouse, { isPending }] = useDelete<TemplateHouseRecord>();
  if (!record) return null;

  const confirm = () =>
    deleteHouse(
      RESOURCE,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`resources.${RESOURCE}.notifications.deleted`, { type: 'info', messageArgs: { smart_count: 1 } });
          if (redirectToList) redirect('list', RESOURCE);
          else refresh();
        },
        onError: (error) => notifyText(apiErrorMessage(error, UI_MESSAGES.houses.deleteFailed), 'error'),
      },
    );

  return (
    <>
      <Button
        label="ra.action.delete"
        color="error"
        onClick={(event) => {
          // Inside a table row a click would also open the house.
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <DeleteHouseDialog
        open={open}
        houseId={String(record.id)}
        houseName={record.name}
        title={translate('app.templateHouses.delete.title', { name: record.name })}
        pending={isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
