import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { useNotifyText } from '../layout/use-notify-text';
import { CurrentPasswordField } from '../security/CurrentPasswordField';
import { securityApi } from '../security/security-api';
import { useStepAction } from '../security/use-step-action';

/**
 * On a contact person whose login has a second factor: the administrator clears it (a lost phone)
 * after confirming with their own password; the person's sessions end, the history records it.
 */
export const ResetSecondFactor = ({ personId, name }: { personId: string; name: string }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notifyText = useNotifyText();
  const [open, setOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const { run, busy, error } = useStepAction(async () => {
    await securityApi.resetColleague(personId, { currentPassword });
    setOpen(false);
    setCurrentPassword('');
    notifyText(translate('app.resetSecondFactor.done'), 'success');
    refresh();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    void run();
  };
  return (
    <Box sx={{ my: 1 }}>
      <Alert
        severity="success"
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(true)}>
            {translate('app.resetSecondFactor.button')}
          </Button>
        }
        sx={{ flexWrap: 'wrap' }}
      >
        {translate('app.resetSecondFactor.active')}
      </Alert>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="reset-second-factor-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="reset-second-factor-title">{translate('app.resetSecondFactor.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('app.resetSecondFactor.text', { name })}</DialogContentText>
            <CurrentPasswordField
              value={currentPassword}
              onChange={setCurrentPassword}
              error={error?.message}
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy}>
              {translate('app.secondFactor.cancel')}
            </Button>
            <Button type="submit" color="error" variant="contained" disabled={busy}>
              {busy ? translate('app.secondFactor.working') : translate('app.resetSecondFactor.button')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Box>
  );
};
