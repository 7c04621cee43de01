import { NotificationType } from '@hauskonfig/shared';
import CloseIcon from '@mui/icons-material/Close';
import { IconButton, Snackbar, type SnackbarCloseReason } from '@mui/material';
import { amber } from '@mui/material/colors';
import { useSyncExternalStore } from 'react';
import { de } from '../i18n/de';
import { notificationStore } from './notification-store';

const AUTO_HIDE_MS = 6000;

/** Spec section 2: info black, warning amber, error red. */
const COLORS: Record<NotificationType, { bgcolor: string; color: string }> = {
  [NotificationType.INFO]: { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  [NotificationType.WARN]: { bgcolor: amber[600], color: 'secondary.main' },
  [NotificationType.ERROR]: { bgcolor: 'error.main', color: 'error.contrastText' },
};

/** The global snackbar: the latest notification, coloured by type, with a close button. */
export const GlobalSnackbar = () => {
  const current = useSyncExternalStore(notificationStore.subscribe, notificationStore.latest);
  if (!current) return null;
  const close = () => notificationStore.close(current.id);
  const handleClose = (_event: unknown, reason: SnackbarCloseReason) => {
    // A tap elsewhere must not dismiss a notice the user has not read.
    if (reason !== 'clickaway') close();
  };
  return (
    <Snackbar
      key={current.id}
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={current.persistent ? null : AUTO_HIDE_MS}
      onClose={handleClose}
      message={current.message}
      action={
        <IconButton color="inherit" size="small" aria-label={de.common.close} onClick={close}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
      slotProps={{
        content: {
          role: current.type === NotificationType.ERROR ? 'alert' : 'status',
          sx: COLORS[current.type],
        },
      }}
    />
  );
};
