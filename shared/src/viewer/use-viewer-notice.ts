import { useState } from 'react';
import { UI_MESSAGES } from '../messages/ui-messages.de.js';
import { useArFallbackNotice } from './ar/use-ar-fallback-notice.js';

/**
 * The one warning under the picture: a failed sky or AR start reported here, else AR that failed
 * on Android before this page opened again. Closing it dismisses the one shown.
 */
export function useViewerNotice() {
  const [notice, setNotice] = useState<string>();
  const [arFallback, dismissArFallback] = useArFallbackNotice();
  return {
    shown: notice ?? (arFallback ? UI_MESSAGES.viewer.arFailed : undefined),
    report: setNotice,
    dismiss: () => (notice ? setNotice(undefined) : dismissArFallback()),
  };
}
