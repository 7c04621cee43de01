import { UI_MESSAGES, type ReleaseResultDto } from '@hauskonfig/shared';
import {
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../../providers/use-app-data-provider';
import { useNotifyText } from '../../../layout/use-notify-text';
import { failureMessage } from '../../../providers/request-errors';
import type { CustomerRequestRecord } from '../../request-types';
import { useSavePageFirst } from '../use-save-page-first';

interface ReleaseDialogProps {
  record: CustomerRequestRecord;
  /** Released before: then the dialog sends the access again, with a new password if asked. */
  released: boolean;
  onClose: () => void;
  onReleased: (result: ReleaseResultDto, mailedTo: string | null) => void;
}

/**
 * "Freigeben": asks how the customer gets the access, then saves the page, releases (status In
 * Planung, access data made if missing) and, if ticked, queues the mail. Nothing happens until
 * the page was saved: a refused input stops it with the reason at the input. Mounted per opening,
 * so every release starts with nothing ticked.
 */
export const ReleaseDialog = ({ record, released, onClose, onReleased }: ReleaseDialogProps) => {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const dataProvider = useAppDataProvider();
  const savePageFirst = useSavePageFirst();
  const hasAccess = record.loginCode !== null;
  const [sendMail, setSendMail] = useState(false);
  const [mailPassword, setMailPassword] = useState(false);
  const [newPassword, setNewPassword] = useState(false);
  const [running, setRunning] = useState(false);

  // A password exists in clear only when this release makes it.
  const passwordMade = !hasAccess || newPassword;

  const run = async () => {
    setRunning(true);
    try {
      // A refused save closes the dialog, so the reasons at the inputs are in view.
      if (!(await savePageFirst())) {
        onClose();
        return;
      }
      const result = await dataProvider.releaseRequest(record.id, {
        sendMail,
        mailPassword: sendMail && passwordMade && mailPassword,
        newPassword: hasAccess && newPassword,
      });
      onReleased(result, result.mailQueued ? record.email : null);
    } catch (error) {
      notifyText(failureMessage(UI_MESSAGES.customerRequests.releaseFailed, error), 'error');
    } finally {
      setRunning(false);
    }
  };

  const t = (key: string, options?: object) => translate(`app.customerRequests.release.${key}`, options);
  return (
    <Dialog open onClose={running ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t(released ? 'sendTitle' : 'title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <DialogContentText>{released ? t('sendIntro') : t('intro')}</DialogContentText>
          {!hasAccess && <DialogContentText>{t('accessMade')}</DialogContentText>}
          {hasAccess && (
            <FormControlLabel
              control={<Checkbox checked={newPassword} onChange={(event) => setNewPassword(event.target.checked)} />}
              label={t('newPassword')}
            />
          )}
          <FormControlLabel
            control={<Checkbox checked={sendMail} onChange={(event) => setSendMail(event.target.checked)} />}
            label={t('sendMail', { email: record.email })}
          />
          <FormControlLabel
            sx={{ pl: 4 }}
            disabled={!sendMail || !passwordMade}
            control={<Checkbox checked={mailPassword} onChange={(event) => setMailPassword(event.target.checked)} />}
            label={passwordMade ? t('mailPassword') : t('mailPasswordUnavailable')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={run}
          disabled={running}
          startIcon={running ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t(released ? 'send' : 'action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
