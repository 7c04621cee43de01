import { useCallback } from 'react';
import { type NotificationType, useNotify } from 'react-admin';

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
