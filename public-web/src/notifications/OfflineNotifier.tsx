import { NotificationType, UI_MESSAGES } from '@hauskonfig/shared';
import { watchConnection } from '@hauskonfig/shared/browser';
import { useEffect } from 'react';
import { de } from '../i18n/de';
import { notificationStore } from './notification-store';

/**
 * Spec section 4: the connection is checked every second; when it is lost an error notification
 * stays until it is back (then it is replaced by a short notice). Renders nothing.
 */
export const OfflineNotifier = () => {
  useEffect(() => {
    let lostNotice: number | null = null;
    return watchConnection({
      onLost: () => {
        lostNotice = notificationStore.notify(
          UI_MESSAGES.general.lostInternetConnection,
          NotificationType.ERROR,
          true,
        ).id;
      },
      onBack: () => {
        if (lostNotice !== null) notificationStore.close(lostNotice);
        lostNotice = null;
        notificationStore.notify(de.common.backOnline, NotificationType.INFO);
      },
    });
  }, []);
  return null;
};
