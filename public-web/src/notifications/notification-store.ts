import { NotificationType } from '@hauskonfig/shared';

export interface AppNotification {
  id: number;
  message: string;
  type: NotificationType;
  /** Stays until closed (e.g. the lost-connection notice); others hide after a few seconds. */
  persistent: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let latest: AppNotification | null = null;
let nextId = 1;

/**
 * The global notification (spec section 2: the snackbar shows the latest one). A module store
 * rather than React state, so route loaders and the API client can notify too.
 */
export const notificationStore = {
  latest: (): AppNotification | null => latest,
  notify(message: string, type: NotificationType = NotificationType.INFO, persistent = false): AppNotification {
    latest = { id: nextId++, message, type, persistent };
    listeners.forEach((listener) => listener());
    return latest;
  },
  /** Closes the given notification if it is still the one shown. */
  close(id: number): void {
    if (latest?.id !== id) return;
    latest = null;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const notifyError = (message: string) => notificationStore.notify(message, NotificationType.ERROR);
