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
    window.addEventListener('online', closeNotification);
    return () => window.removeEventListener('online', closeNotification);
  }, [closeNotification]);
  return <>{translate('app.notification.offline')}</>;
};

/**
 * Spec section 4, offline detection: a persistent error notice (red: nothing can be saved or loaded)
 * while the browser is offline, and a short notice when it is back. Renders nothing; mount it once inside the admin layout.
 */
export const OfflineNotifier = () => {
  const notify = useNotify();
  useEffect(() => {
    const wentOffline = () => notify(<ConnectionLostMessage />, { type: 'error', autoHideDuration: null });
    const cameBack = () => notify('app.notification.online', { type: 'info' });
    if (!navigator.onLine) wentOffline();
    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', cameBack);
    return () => {
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', cameBack);
    };
  }, [notify]);
  return null;
};
