import { NotificationType, ONLINE_CHECK_INTERVAL_MS, UI_MESSAGES } from '@hauskonfig/shared';
import { useEffect } from 'react';
import { de } from '../i18n/de';
import { notificationStore } from './notification-store';

/**
 * Spec section 4: the connection is checked every second; when it is lost an error notification
 * stays until it is back (then it is replaced by a short notice). Renders nothing.
 */
export const OfflineNotifier = () => {
  useEffect(() => {
    let online = navigator.onLine;
    let lostNotice: number | null = null;
    const check = () => {
      if (navigator.onLine === online) return;
      online = navigator.onLine;
      if (!online) {
        lostNotice = notificationStore.notify(
          UI_MESSAGES.general.lostInternetConnection,
          NotificationType.ERROR,
          true,
        ).id;
      } else if (lostNotice !== null) {
        notificationStore.close(lostNotice);
        lostNotice = null;
        notificationStore.notify(de.common.backOnline, NotificationType.INFO);
      }
    };
    if (!online) {
      online = true;
      check();
    }
    const timer = window.setInterval(check, ONLINE_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return null;
};
