import { watchConnection } from '@hauskonfig/shared/browser';
import { useSyncExternalStore } from 'react';

// Watched as the offline notice watches it: the events, and a look every second.
const subscribe = (listener: () => void) => watchConnection({ onLost: listener, onBack: listener });

/** Whether the browser has a connection (navigator.onLine), following its changes. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
