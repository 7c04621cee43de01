import type { PriceGuideDto } from '@hauskonfig/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../api/endpoints';

export type PriceGuideState =
  | { status: 'loading'; guide: null }
  | { status: 'ready'; guide: PriceGuideDto }
  /** The prices then show "Preis auf Anfrage"; the flow goes on regardless. */
  | { status: 'failed'; guide: null };

type Listener = () => void;
const listeners = new Set<Listener>();
let state: PriceGuideState = { status: 'loading', guide: null };
let request: Promise<void> | null = null;

function set(next: PriceGuideState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * Loads GET price-guide once for the session: the first page with prices asks, the others reuse
 * the answer. A failure is asked again by the next page that needs it.
 */
function ensureLoaded(): void {
  if (state.status === 'ready' || request) return;
  if (state.status === 'failed') set({ status: 'loading', guide: null });
  request = api.priceGuide().then(
    (guide) => {
      request = null;
      set({ status: 'ready', guide });
    },
    () => {
      request = null;
      set({ status: 'failed', guide: null });
    },
  );
}

const subscribe = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The price guide (Preisstand, disclaimer, Baunebenkosten, financing defaults) as far as known. */
export function usePriceGuide(): PriceGuideState {
  useEffect(ensureLoaded, []);
  return useSyncExternalStore(subscribe, () => state);
}
