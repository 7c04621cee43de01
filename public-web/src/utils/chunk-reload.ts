const RELOAD_MARKER = 'hauskonfig:chunk-reload-at';
const RELOAD_INTERVAL_MS = 10_000;

/** Messages of a failed dynamic import in Chromium, Firefox and Safari. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && CHUNK_ERROR.test(error.message);

/**
 * After a new deployment the page chunks of the previous build no longer exist. Reload once to
 * get the current build (at most every 10 seconds, so a real outage ends on the error page instead
 * of in a reload loop). Returns true if a reload was started.
 */
export const reloadOnceAfterChunkError = (): boolean => {
  try {
    const lastReload = Number(sessionStorage.getItem(RELOAD_MARKER) ?? 0);
    if (Date.now() - lastReload < RELOAD_INTERVAL_MS) {
      return false;
    }
    sessionStorage.setItem(RELOAD_MARKER, String(Date.now()));
  } catch {
    return false; // no sessionStorage: show the error page
  }
  window.location.reload();
  return true;
};
