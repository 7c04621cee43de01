import { useEffect, useState } from 'react';
import { fetchAuthorizedBlob } from '../../auth/authorized-blob';

interface ObjectUrlState {
  source: string | File;
  url?: string;
  failed?: boolean;
}

/**
 * A displayable URL for a picked file or an API file (fetched with the session's token).
 * The object URL is revoked when the source changes or the component unmounts.
 */
export function useObjectUrl(source: string | File): { url?: string; failed: boolean } {
  const [state, setState] = useState<ObjectUrlState>();

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    const blob = typeof source === 'string' ? fetchAuthorizedBlob(source, controller.signal) : Promise.resolve(source);
    blob.then(
      (loaded) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(loaded);
        setState({ source, url: objectUrl });
      },
      () => {
        if (!controller.signal.aborted) setState({ source, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [source]);

  const current = state?.source === source ? state : undefined;
  return { url: current?.url, failed: current?.failed ?? false };
}
