import {
  CONFIGURE_FILTER_COOKIE,
  parseConfigureFilter,
  serializeConfigureFilter,
  type ConfigureFilter,
} from '@hauskonfig/shared';
import { useCallback, useSyncExternalStore } from 'react';

/** The filter cookie lives for 30 days so a visitor coming back finds their search. */
const MAX_AGE_SECONDS = 30 * 24 * 3600;

function readCookie(): string | undefined {
  const prefix = `${CONFIGURE_FILTER_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: ConfigureFilter = parseConfigureFilter(readCookie());

/** The configure filter, persisted in the cookie `configure-filter` (spec section 2). */
export const configureFilterStore = {
  get: (): ConfigureFilter => cached,
  set(filter: ConfigureFilter): void {
    const value = serializeConfigureFilter(filter);
    document.cookie = `${CONFIGURE_FILTER_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=${MAX_AGE_SECONDS}; SameSite=Lax`;
    cached = parseConfigureFilter(value);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useConfigureFilter(): [ConfigureFilter, (change: Partial<ConfigureFilter>) => void] {
  const filter = useSyncExternalStore(configureFilterStore.subscribe, configureFilterStore.get);
  const update = useCallback(
    (change: Partial<ConfigureFilter>) => configureFilterStore.set({ ...configureFilterStore.get(), ...change }),
    [],
  );
  return [filter, update];
}
