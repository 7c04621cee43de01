import { customerAccessText, type ReleaseResultDto } from '@hauskonfig/shared';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCopy } from './use-copy';

interface AccessDataDialogProps {
  /** The release's answer; null closes the dialog. */
  result: ReleaseResultDto | null;
  fullName: string;
  /** Where the release mail goes, when one was queued. */
  mailedTo: string | null;
  onClose: () => void;
}

/** The personal link on this site: the public site and the admin share one origin. */
export const absoluteLink = (path: string) => `${window.location.origin}${path}`;

/**
 * The access data after a release as one German text to copy to the customer. A new password is
 * shown only here, so the dialog closes only by its button, never by Escape or a click beside it.
 */
export const AccessDataDialog = ({ result, fullName, mailedTo, onClose }: AccessDataDialogProps) => {
  const translate = useTranslate();
  const copy = useCopy();
  const text = result
    ? customerAccessText({
        fullName,
        link: absoluteLink(result.loginPath),
        loginCode: result.loginCode,
        password: result.password,
        sender: result.sender,
      })
    : '';
  const t = (key: string, options?: object) => translate(`app.customerRequests.release.${key}`, options);
  return (
    <Dialog
      open={result !== null}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') onClose();
      }}
      maxWidth="sm"
      fullWidth
      aria-labelledby="access-data-title"
    >
      <DialogTitle id="access-data-title">{t('doneTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('text')}
            value={text}
            multiline
            fullWidth
            onFocus={(event) => event.target.select()}
            slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: '0.9rem' } } }}
          />
          {mailedTo && <Alert severity="success">{t('mailQueued', { email: mailedTo })}</Alert>}
          {result?.password ? (
            <Alert severity="warning">{translate('app.customerRequests.weblink.passwordOnce')}</Alert>
          ) : (
            <Alert severity="info">{t('passwordKept')}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => copy(text)} startIcon={<ContentCopyIcon />}>
          {t('copyText')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
