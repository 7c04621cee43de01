/** Loading indicators stay at least this long so fast answers do not flicker. */
export const FETCH_MIN_DISPLAY_MS = 200;

export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

export const ONLINE_CHECK_INTERVAL_MS = 1000;
