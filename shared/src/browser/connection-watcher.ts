import { ONLINE_CHECK_INTERVAL_MS } from '../constants/timing.js';

export interface ConnectionHandlers {
  /** Called when the connection is lost, and at once when there is none at the start. */
  onLost?: () => void;
  onBack?: () => void;
}

export interface ConnectionWatchOptions {
  isOnline?: () => boolean;
  /** Where the browser's `online` and `offline` events arrive (the window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Spec section 4: the connection is checked every second (not every browser sends the events);
 * the events are followed too, so a change is noticed at once where they are sent. Returns the
 * function that stops watching.
 */
export function watchConnection(
  { onLost, onBack }: ConnectionHandlers,
  { isOnline = () => navigator.onLine, events = window }: ConnectionWatchOptions = {},
): () => void {
  let online = isOnline();
  const check = () => {
    if (isOnline() === online) return;
    online = !online;
    (online ? onBack : onLost)?.();
  };
  if (!online) onLost?.();
  const timer = setInterval(check, ONLINE_CHECK_INTERVAL_MS);
  events.addEventListener('online', check);
  events.addEventListener('offline', check);
  return () => {
    clearInterval(timer);
    events.removeEventListener('online', check);
    events.removeEventListener('offline', check);
  };
}
