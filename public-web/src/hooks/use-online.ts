import { ONLINE_CHECK_INTERVAL_MS } from '@hauskonfig/shared';
import { useSyncExternalStore } from 'react';

// The events, and a look every second as the offline notice does (not every browser sends them).
const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const timer = window.setInterval(listener, ONLINE_CHECK_INTERVAL_MS);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    window.clearInterval(timer);
  };
};

/** Whether the browser has a connection (navigator.onLine), following its changes. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
