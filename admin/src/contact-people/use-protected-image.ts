import { AUTH_HEADER, TOKEN_TYPE } from '@hauskonfig/shared';
import { useEffect, useState } from 'react';
import { refreshSession } from '../auth/api-client';
import { sessionStore } from '../auth/session-store';

async function fetchImage(url: string): Promise<Blob> {
  const send = () => {
    const token = sessionStore.accessToken();
    return fetch(url, { headers: token ? { [AUTH_HEADER]: `${TOKEN_TYPE} ${token}` } : {} });
  };
  let response = await send();
  if (response.status === 401 && (await refreshSession())) response = await send();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

/**
 * An object URL for an image the API only gives to staff with their bearer token (photos of
 * unpublished contact people), which a plain <img src> cannot send. Undefined while loading or
 * when the image cannot be loaded.
 */
export function useProtectedImage(url: string | undefined): string | undefined {
  const [loaded, setLoaded] = useState<{ url: string; objectUrl: string }>();
  useEffect(() => {
    if (!url) return undefined;
    let active = true;
    let objectUrl: string | undefined;
    fetchImage(url)
      .then((blob) => {
        if (!active) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, objectUrl });
      })
      // A missing photo falls back to the initial; nothing to report.
      .catch(() => undefined);
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return loaded && loaded.url === url ? loaded.objectUrl : undefined;
}
