import { UI_MESSAGES } from '@hauskonfig/shared';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { DeleteTrigger } from '../../delete/DeleteTrigger';
import { useDialogDelete } from '../../delete/use-dialog-delete';
import { apiErrorMessage } from '../../providers/request-errors';
import { DeleteHouseDialog } from './DeleteHouseDialog';
import type { TemplateHouseRecord } from '../types';
import { useNotifyText } from '../../layout/use-notify-text';

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
  const { open, setOpen, isPending, confirm } = useDialogDelete(RESOURCE, record, {
    toList: redirectToList,
    onDeleted: () =>
      notify(`resources.${RESOURCE}.notifications.deleted`, { type: 'success', messageArgs: { smart_count: 1 } }),
    onError: (error) => notifyText(apiErrorMessage(error, UI_MESSAGES.houses.deleteFailed), 'error'),
  });
  if (!record) return null;

  return (
    <>
      <DeleteTrigger onOpen={() => setOpen(true)} />
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
