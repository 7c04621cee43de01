import { useEffect, useState } from 'react';

export type UsageState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; usage: T };

/**
 * Loads what uses a record each time a delete dialog opens, so staff see the blockers before
 * typing or confirming anything (and a reopened dialog shows the current state).
 */
export function useUsage<T>(open: boolean, load: () => Promise<T>): UsageState<T> {
  const [state, setState] = useState<UsageState<T>>({ status: 'loading' });
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Reopening must not show the previous answer (React's "adjust state on prop change").
    setWasOpen(open);
    if (open) setState({ status: 'loading' });
  }
  useEffect(() => {
    if (!open) return;
    let active = true;
    load().then(
      (usage) => {
        if (active) setState({ status: 'loaded', usage });
      },
      () => {
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
    // `load` is recreated each render; the dialog's opening is what triggers a fresh load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return state;
}
