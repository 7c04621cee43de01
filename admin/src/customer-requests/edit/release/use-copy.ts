import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { copyText } from './copy-text';

/** Copies a text and says whether it worked. */
export function useCopy() {
  const notify = useNotify();
  return useCallback(
    async (value: string) => {
      const copied = await copyText(value);
      notify(copied ? 'app.customerRequests.weblink.copied' : 'app.customerRequests.weblink.copyFailed', {
        type: copied ? 'info' : 'error',
      });
    },
    [notify],
  );
}
