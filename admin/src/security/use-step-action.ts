import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { apiErrorBody, apiErrorMessage } from '../providers/request-errors';

/**
 * One step's submit: busy while it runs, the API's German message (and the field it names) when it
 * fails, so the step keeps what was typed and says what to fix.
 */
export function useStepAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const run = useCallback(
    async (...args: A) => {
      setBusy(true);
      setError(null);
      try {
        await action(...args);
      } catch (failure) {
        const field = apiErrorBody(failure)?.errors?.[0]?.field ?? null;
        setError({ message: apiErrorMessage(failure, translate('app.secondFactor.failed')), field });
      } finally {
        setBusy(false);
      }
    },
    [action, translate],
  );
  return { run, busy, error };
}
