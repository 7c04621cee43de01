import { watchConnection } from '@hauskonfig/shared/browser';
import { useEffect } from 'react';
import { useCloseNotification, useNotify, useTranslate } from 'react-admin';

/**
 * The lost-connection notice. It closes itself once the connection is back, so the "back online"
 * notice queued behind it is shown at once instead of waiting for the user to close it.
 */
const ConnectionLostMessage = () => {
  const closeNotification = useCloseNotification();
  const translate = useTranslate();
  useEffect(() => {
    // Queued while offline but only shown now: the connection may already be back.
    if (navigator.onLine) {
      closeNotification();
      return undefined;
    }
    return watchConnection({ onBack: closeNotification });
  }, [closeNotification]);
  return <>{translate('app.notification.offline')}</>;
};

/**
 * Spec section 4, offline detection: the connection is checked every second; a persistent error
 * notice (red: nothing can be saved or loaded) while it is lost, and a short notice when it is
 * back. Renders nothing; mount it once inside the admin layout.
 */
export const OfflineNotifier = () => {
  const notify = useNotify();
  useEffect(
    () =>
      watchConnection({
        onLost: () => notify(<ConnectionLostMessage />, { type: 'error', autoHideDuration: null }),
        onBack: () => notify('app.notification.online', { type: 'info' }),
      }),
    [notify],
  );
  return null;
};
