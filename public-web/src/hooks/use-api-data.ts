import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../api/api-error';
import { atLeastMinimumDisplay } from '../api/min-duration';
import { notifyError } from '../notifications/notification-store';

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** The German text shown for the error (the API's message or the given fallback). */
  errorMessage: string | undefined;
  reload: () => void;
}

export interface ApiDataOptions {
  /** The page shows the error itself (inline): it is not announced in the snackbar too. */
  shownInline?: boolean;
}

/**
 * Loads data for a page: the loading state lasts at least 200 ms (spec section 7), a failure is
 * announced in the snackbar with the API's German message (or `failureText`), unless the page
 * shows it inline, and kept for the page to show. A null key loads nothing. Data already at hand
 * (`initial`, e.g. the answer the server embedded in the page) shows at once, without a loading
 * state.
 */
export function useApiData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  failureText: string,
  initial?: () => T | undefined,
  { shownInline = false }: ApiDataOptions = {},
): ApiData<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; attempt: number; data?: T; error?: unknown }>(() => {
    const data = key === null ? undefined : initial?.();
    return data === undefined ? { key: null, attempt: -1 } : { key, attempt: 0, data };
  });
  const current = state.key === key && state.attempt === attempt;

  useEffect(() => {
    if (key === null || current) return undefined;
    const controller = new AbortController();
    atLeastMinimumDisplay(load(controller.signal)).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, attempt, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!shownInline) notifyError(messageOf(error, failureText));
        setState({ key, attempt, error });
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; the key and the attempt say when the data changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const error = current ? state.error : undefined;
  return {
    data: current ? state.data : undefined,
    error,
    loading: key !== null && !current,
    errorMessage: error === undefined ? undefined : messageOf(error, failureText),
    reload,
  };
}
