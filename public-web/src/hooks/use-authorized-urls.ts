import { useEffect, useState } from 'react';
import { apiResponse } from '../api/api-client';
import { notifyError } from '../notifications/notification-store';

interface Resolved {
  key: string;
  urls?: string[];
  failed?: boolean;
}

/**
 * Object URLs for API files only the logged-in customer may see (a custom house's images): an
 * <img src> cannot send the Bearer token, so the files are fetched with it. Revoked on change.
 * A failure is announced in the snackbar unless the page shows it inline.
 */
export function useAuthorizedUrls(
  sources: string[],
  failureText: string,
  { shownInline = false }: { shownInline?: boolean } = {},
): { urls?: string[]; failed: boolean } {
  const key = sources.join('\n');
  const [resolved, setResolved] = useState<Resolved>({ key: '' });

  useEffect(() => {
    if (key === '') return undefined;
    const controller = new AbortController();
    let created: string[] = [];
    Promise.all(
      key.split('\n').map(async (src) => {
        const response = await apiResponse(src, { signal: controller.signal }, 'image/*');
        return URL.createObjectURL(await response.blob());
      }),
    ).then(
      (urls) => {
        created = urls;
        if (controller.signal.aborted) urls.forEach((url) => URL.revokeObjectURL(url));
        else setResolved({ key, urls });
      },
      () => {
        if (controller.signal.aborted) return;
        if (!shownInline) notifyError(failureText);
        setResolved({ key, failed: true });
      },
    );
    return () => {
      controller.abort();
      created.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [key, failureText, shownInline]);

  if (key === '') return { urls: [], failed: false };
  return resolved.key === key ? { urls: resolved.urls, failed: Boolean(resolved.failed) } : { failed: false };
}
