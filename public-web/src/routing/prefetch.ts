import { IDLE_PREFETCH_TIMEOUT_MS } from '@hauskonfig/shared';
import { nextPagesOf } from './flow-steps';
import { pageModules } from './page-modules';

/** Safari has no requestIdleCallback; a short timeout is close enough there. */
const whenIdle = (work: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, IDLE_PREFETCH_TIMEOUT_MS);
  return () => clearTimeout(handle);
};

/**
 * Loads the code of the next steps once the browser is idle (at the latest after 2000 ms,
 * spec section 9), so the next tap opens the page without waiting. Returns a cancel function.
 */
export function prefetchNextPages(pathname: string): () => void {
  const next = nextPagesOf(pathname);
  if (next.length === 0) return () => undefined;
  return whenIdle(() => {
    for (const name of next) {
      // A failed prefetch is harmless: the navigation loads the page again (and reports errors).
      pageModules[name]().catch(() => undefined);
    }
  });
}
