import { VIEWER_CODE_META } from '@hauskonfig/shared';

/** The idle wait at most, so a busy page still gets the code before the visitor reaches for 3D. */
const IDLE_TIMEOUT_MS = 4000;

interface DataSaving {
  connection?: { saveData?: boolean };
}

const prefersSavingData = () => (navigator as Navigator & DataSaving).connection?.saveData === true;

function addModulePreloads(): void {
  const urls = document.querySelector<HTMLMetaElement>(`meta[name="${VIEWER_CODE_META}"]`)?.content.split(' ') ?? [];
  for (const url of urls.filter(Boolean)) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${url}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
}

/**
 * Fetches the 3D viewer's code (three.js, about 300 KB compressed) once the page has loaded and
 * the browser is idle, so starting the 3D view on a phone network waits only for the model:
 * module preloads download and compile without running anything. Skipped when the visitor asked
 * to save data. Returns a cancel for a page left before then.
 */
export function prefetchViewerCode(): () => void {
  if (prefersSavingData()) return () => undefined;
  let idle: number | undefined;
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(addModulePreloads, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(addModulePreloads, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
