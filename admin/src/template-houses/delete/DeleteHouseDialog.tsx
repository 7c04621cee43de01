import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  TextField,
} from '@mui/material';
import { FIELD_LABELS, formatMessage, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/use-app-data-provider';
import { requestEditPath, UsageList } from '../../usage/UsageList';
import { useUsage } from '../../usage/use-usage';

export interface DeleteHouseDialogProps {
  open: boolean;
  houseId: string;
  houseName: string;
  title: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Deleting removes the house with all its files, so staff type its name first (spec: "delete
 * asks to type the house name to confirm"); the button stays disabled until it matches.
 */
export const DeleteHouseDialog = ({
  open,
  houseId,
  houseName,
  title,
  pending,
  onConfirm,
  onClose,
}: DeleteHouseDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const usage = useUsage(open, () => dataProvider.houseUsage(houseId));
  // Requests using the house must get another one first (the API refuses with 409 anyway).
  const blocked = usage.status === 'loaded' && usage.usage.requests.length > 0;
  const matches = typed.trim() === houseName.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React bubbles the submit through the portal: on the edit page it would also save the house.
    event.stopPropagation();
    if (matches && !pending) onConfirm();
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      // The dialog lives inside a clickable table row; its clicks must not open the house.
      onClick={(event) => event.stopPropagation()}
      slotProps={{ transition: { onExited: () => setTyped('') } }}
    >
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {usage.status === 'loading' && (
            <LinearProgress aria-label={translate('app.templateHouses.delete.usageLoading')} />
          )}
          {usage.status === 'failed' && (
            <Alert severity="info">{translate('app.templateHouses.delete.usageFailed')}</Alert>
          )}
          {blocked && (
            <UsageList
              intro={translate('app.templateHouses.delete.inUse', { smart_count: usage.usage.requests.length })}
              groups={[
                {
                  heading: translate('app.templateHouses.delete.requests'),
                  items: usage.usage.requests.map((request) => ({
                    key: request.id,
                    label: request.customerName,
                    to: requestEditPath(request.id),
                  })),
                },
              ]}
            />
          )}
          <DialogContentText>{formatMessage(VALIDATION_MESSAGES.deleteConfirmName, houseName)}</DialogContentText>
          <TextField
            label={FIELD_LABELS.name}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoFocus
            fullWidth
            margin="dense"
            autoComplete="off"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!matches || pending || blocked}>
            {translate('ra.action.delete')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
