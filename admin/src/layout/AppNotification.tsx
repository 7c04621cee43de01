import CloseIcon from '@mui/icons-material/Close';
import { Button, IconButton, Snackbar, type SnackbarCloseReason } from '@mui/material';
import { amber } from '@mui/material/colors';
import { useEffect, useState } from 'react';
import {
  CloseNotificationContext,
  type NotificationPayload,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationType,
} from 'react-admin';

/** How long a notice stays unless its sender says otherwise (`autoHideDuration: null` keeps it). */
const AUTO_HIDE_MS = 6000;

/** Spec sections 8 and 9: info near-black (secondary), warning amber, error dark red; success green. */
const TYPE_COLORS: Record<NotificationType, { bgcolor: string; color: string }> = {
  info: { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  warning: { bgcolor: amber[600], color: 'secondary.main' },
  error: { bgcolor: 'error.main', color: 'error.contrastText' },
  success: { bgcolor: 'success.main', color: 'success.contrastText' },
};

/**
 * The global snackbar: the latest notification, coloured by type, with a close button and,
 * for undoable changes, react-admin's undo. Built on react-admin's notification queue rather than
 * its <Notification>, whose `action` prop would replace the undo button.
 */
export const AppNotification = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  // The notice on screen stays at the head of the queue until its exit transition has finished;
  // remembering which one was closed (not a flag) keeps a reset queue from hiding the next one.
  const current = notifications[0];
  const [closed, setClosed] = useState<NotificationPayload>();
  const options = current?.notificationOptions ?? {};
  const undoable = Boolean(options.undoable);
  // Spec section 2: the snackbar shows the latest notice, so a newer one ends the current at once
  // (an undoable change keeps its notice: closing it would send the change).
  const superseded = notifications.length > 1 && !undoable;
  const open = current !== undefined && current !== closed && !superseded;
  // Whether the snackbar is on screen (entered and not yet exited). A notice that is not to be
  // shown while nothing is on screen has no exit transition to wait for: it is taken at once,
  // or notices arriving in quick succession would stop the queue for good.
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (current !== undefined && !open && !onScreen) takeNotification();
  }, [current, open, onScreen, takeNotification]);

  // An undoable change is only sent when its notice closes; leaving the page first would lose it.
  useEffect(() => {
    if (!undoable) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [undoable]);

  if (!current) return null;

  const close = () => setClosed(current);
  const handleClose = (_event: unknown, reason: SnackbarCloseReason) => {
    // A click elsewhere must not dismiss a notice the user has not read, e.g. a persistent warning.
    if (reason !== 'clickaway') close();
  };
  const handleExited = () => {
    setOnScreen(false);
    if (open) return;
    if (undoable) takeMutation()?.({ isUndo: false });
    takeNotification();
  };
  const undo = () => {
    takeMutation()?.({ isUndo: true });
    close();
  };

  const { message, type } = current;
  const autoHideDuration: number | null =
    options.autoHideDuration === undefined ? AUTO_HIDE_MS : (options.autoHideDuration ?? null);

  return (
    <CloseNotificationContext.Provider value={close}>
      <Snackbar
        open={open}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        autoHideDuration={autoHideDuration}
        disableWindowBlurListener={undoable}
        onClose={handleClose}
        // A literal text (e.g. the API's German message) is its own default, not a missing key.
        message={typeof message === 'string' ? translate(message, { _: message, ...options.messageArgs }) : message}
        action={
          <>
            {undoable && (
              <Button color="inherit" size="small" onClick={undo}>
                {translate('ra.action.undo')}
              </Button>
            )}
            <IconButton color="inherit" size="small" aria-label={translate('ra.action.close')} onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
        slotProps={{
          transition: { onEnter: () => setOnScreen(true), onExited: handleExited },
          content: {
            sx: { ...TYPE_COLORS[type], whiteSpace: options.multiLine ? 'pre-wrap' : undefined },
          },
        }}
      />
    </CloseNotificationContext.Provider>
  );
};
