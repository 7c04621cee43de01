import { useEffect, useState } from 'react';
import { fetchAuthorizedBlob } from '../auth/authorized-blob';

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
    fetchAuthorizedBlob(url)
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
