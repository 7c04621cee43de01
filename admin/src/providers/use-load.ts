import { useCallback, useEffect, useRef, useState } from 'react';

export interface LoadState<T> {
  data: T | undefined;
  error: unknown;
  /** Nothing loaded yet for the current key. */
  isPending: boolean;
  /** Loads again; the current data stays visible meanwhile. */
  reload: () => void;
}

interface Settled<T> {
  key: string;
  attempt: number;
  data?: T;
  error?: unknown;
}

/**
 * Loads data for a key (an id, or a fixed name) with one of the data provider's custom calls,
 * which react-admin's CRUD hooks do not cover. A null key loads nothing; answers that arrive
 * for an older key or attempt are dropped.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): LoadState<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    let active = true;
    loadRef.current().then(
      (data) => {
        if (active) setSettled({ key, attempt, data });
      },
      (error: unknown) => {
        if (active) setSettled({ key, attempt, error: error ?? new Error('Unbekannter Fehler') });
      },
    );
    return () => {
      active = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const current = settled !== null && settled.key === key ? settled : null;
  return { data: current?.data, error: current?.error, isPending: key !== null && current === null, reload };
}
