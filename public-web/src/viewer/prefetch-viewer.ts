import { VIEWER_CODE_META } from '@hauskonfig/shared';

/** The idle wait at most, so a busy page still gets the code before the visitor reaches for 3D. */
const IDLE_TIMEOUT_MS = 4000;

interface DataSaving {
  connection?: { saveData?: boolean };
}

const prefersSavingData = () => (navigator as Navigator & DataSaving).connection?.saveData === true;

/**
 * Prefetches, not module preloads: a preload also compiles the code, and compiling three.js was a
 * task of some 80 ms on a phone, right when the visitor starts to tap. Prefetched, the code waits
 * in the HTTP cache; the viewer's import compiles it, mostly off the main thread.
 */
function addPrefetches(): void {
  const urls = document.querySelector<HTMLMetaElement>(`meta[name="${VIEWER_CODE_META}"]`)?.content.split(' ') ?? [];
  for (const url of urls.filter(Boolean)) {
    if (document.head.querySelector(`link[rel="prefetch"][href="${url}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    // As a module script asks for it, so the cached answer serves that request.
    link.crossOrigin = 'anonymous';
    link.href = url;
    document.head.append(link);
  }
}

/**
 * Reads the model through the browser's HTTP cache: published models are versioned and cached
 * for good, so the viewer's own request is then answered from the cache. A failure is the
 * viewer's to report once it asks, not the page's now.
 */
function prefetchModel(url: string, signal: AbortSignal): void {
  fetch(url, { signal })
    .then((response) => (response.ok ? response.arrayBuffer() : undefined))
    .catch(() => undefined);
}

/**
 * Fetches the 3D viewer's code (three.js, about 300 KB compressed) and, when given, the model it
 * shows first once the page has loaded and the browser is idle, so starting the 3D view on a
 * phone network waits for neither: both download into the HTTP cache, nothing is compiled or run. Skipped when the visitor asked to save data. Returns a cancel for a page left before
 * then (a model download under way is stopped).
 */
export function prefetchViewer(firstModelUrl?: string): () => void {
  if (prefersSavingData()) return () => undefined;
  const controller = new AbortController();
  let idle: number | undefined;
  const fetchAhead = () => {
    addPrefetches();
    if (firstModelUrl) prefetchModel(firstModelUrl, controller.signal);
  };
  const schedule = () => {
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(fetchAhead, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(fetchAhead, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    controller.abort();
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
