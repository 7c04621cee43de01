import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { HouseKind, UI_MESSAGES } from '@hauskonfig/shared';
import { useId } from 'react';
import { useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { DeleteTrigger } from '../delete/DeleteTrigger';
import { useDialogDelete } from '../delete/use-dialog-delete';
import { useAppDataProvider } from '../providers/use-app-data-provider';
import { requestEditPath, UsageList } from '../usage/UsageList';
import { useUsage } from '../usage/use-usage';
import { apiErrorMessage, httpStatus } from '../providers/request-errors';

const RESOURCE = 'contact-people';

/**
 * Spec section 8: a 404 shows the server's message, anything else the unknown-delete text; the
 * API's 409 (person still assigned to houses or requests) says what blocks it, so it is shown too.
 */
function deleteErrorMessage(error: unknown): string {
  const status = httpStatus(error);
  const message = apiErrorMessage(error);
  return (status === 404 || status === 409) && message ? message : UI_MESSAGES.contactPeople.deleteFailed;
}

/**
 * Deletes one contact person after confirmation; the dialog first lists the houses and requests
 * still assigned (with links), since the API refuses the delete while there are any.
 */
export const DeleteContactPersonButton = ({ redirect = 'list' }: { redirect?: 'list' | false }) => {
  const record = useRecordContext<RaRecord & { name?: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const titleId = useId();
  const { open, setOpen, isPending, confirm } = useDialogDelete(RESOURCE, record, {
    toList: redirect === 'list',
    onDeleted: () => notify(`resources.${RESOURCE}.notifications.deleted`, { type: 'success' }),
    onError: (error) => notify(deleteErrorMessage(error), { type: 'error' }),
  });
  const usage = useUsage(open, () => dataProvider.contactPersonUsage(String(record?.id)));
  if (!record) return null;
  const blocked = usage.status === 'loaded' && usage.usage.houses.length + usage.usage.requests.length > 0;

  return (
    <>
      <DeleteTrigger onOpen={() => setOpen(true)} />
      <Dialog
        open={open}
        onClose={isPending ? undefined : () => setOpen(false)}
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <DialogTitle id={titleId}>
          {translate(`resources.${RESOURCE}.message.delete_title`, { recordRepresentation: record.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          {blocked ? (
            <UsageList
              intro={translate('app.contactPeople.delete.inUse')}
              groups={[
                {
                  heading: translate('app.contactPeople.delete.houses'),
                  items: usage.usage.houses.map((house) => ({
                    key: house.id,
                    label: house.name,
                    // A custom house is edited on the request that owns it.
                    to:
                      house.kind === HouseKind.TEMPLATE
                        ? `/template-houses/${house.id}`
                        : house.requestId
                          ? requestEditPath(house.requestId)
                          : undefined,
                  })),
                },
                {
                  heading: translate('app.contactPeople.delete.requests'),
                  items: usage.usage.requests.map((request) => ({
                    key: request.id,
                    label: request.customerName,
                    to: requestEditPath(request.id),
                  })),
                },
              ]}
            />
          ) : (
            <DialogContentText>{translate(`resources.${RESOURCE}.message.delete_content`)}</DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)} disabled={isPending}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton
            color="error"
            variant="contained"
            onClick={confirm}
            disabled={isPending || blocked || usage.status === 'loading'}
          >
            {translate('ra.action.delete')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
