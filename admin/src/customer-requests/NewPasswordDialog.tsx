import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import { CopyableField } from './CopyableField';

interface NewPasswordDialogProps {
  /** The password from the generate call; null closes the dialog. */
  password: string | null;
  onClose: () => void;
}

/** Shows a newly generated customer password once; the caller forgets it when this closes. */
export const NewPasswordDialog = ({ password, onClose }: NewPasswordDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={password !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('app.customerRequests.weblink.passwordTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CopyableField
            label="app.customerRequests.weblink.password"
            copyLabel="app.customerRequests.weblink.copyPassword"
            value={password ?? ''}
            monospace
          />
          <Alert severity="warning">{translate('app.customerRequests.weblink.passwordOnce')}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
};
