import { useCallback } from 'react';
import { useNotify } from 'react-admin';

type NotificationType = 'success' | 'info' | 'warning' | 'error';

/**
 * Notifies with a ready German text (API message, shared UI text). react-admin treats every
 * message as a translation key; the text itself as default keeps it from warning about it.
 */
export function useNotifyText() {
  const notify = useNotify();
  return useCallback(
    (message: string, type: NotificationType) => notify(message, { type, messageArgs: { _: message } }),
    [notify],
  );
}
