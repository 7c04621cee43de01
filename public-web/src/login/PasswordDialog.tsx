import { ERROR_MESSAGES, ErrorCode, UI_MESSAGES, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/api-error';
import { de } from '../i18n/de';

interface PasswordDialogProps {
  open: boolean;
  code: string;
  onClose: () => void;
  onLogin: (password: string) => Promise<void>;
}

/** Spec section 8: a 403 means wrong credentials; anything else asks to check the password and retry. */
function loginFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return error.body?.message ?? ERROR_MESSAGES[ErrorCode.WRONG_CREDENTIALS];
    // A lock-out says how long it lasts; the generic text would hide that.
    if (error.status === 429 && error.body?.message) return error.body.message;
    if (error.status === 0) return error.message;
  }
  return UI_MESSAGES.auth.customerLoginFailed;
}

/**
 * The customer password, asked only when one exists (spec section 4). The input is part of the
 * dialog's state and the dialog is unmounted when closed, so closing clears the password.
 */
const PasswordForm = ({ code, onClose, onLogin }: Omit<PasswordDialogProps, 'open'>) => {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(VALIDATION_MESSAGES.passwordRequired.your);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onLogin(password);
    } catch (failure) {
      // Once, at the field: a snackbar would say it a second time behind the dialog.
      setError(loginFailure(failure));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="password-dialog-title">{de.login.passwordTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{de.login.passwordIntro(code)}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          name="password"
          label={de.login.password}
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => setVisible((shown) => !shown)}
                    aria-label={visible ? de.login.hidePassword : de.login.showPassword}
                    edge="end"
                  >
                    {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="secondary">
          {de.common.close}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {de.login.submit}
        </Button>
      </DialogActions>
    </form>
  );
};

export const PasswordDialog = ({ open, ...props }: PasswordDialogProps) => (
  <Dialog open={open} onClose={props.onClose} aria-labelledby="password-dialog-title" fullWidth maxWidth="xs">
    {open && <PasswordForm {...props} />}
  </Dialog>
);
