import { useCallback } from 'react';
import { setSubmissionErrors } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useSaveRequestPage } from './use-save-request-page';

/**
 * Runs the page's one save (validation, data, files) outside the Save button, for actions that
 * must not leave anything unsaved behind: resolves true once everything was saved, false when
 * something was refused (the reasons are shown at the inputs or as a notice).
 */
export function useSavePageFirst() {
  const { handleSubmit, setError } = useFormContext();
  const { saveAll } = useSaveRequestPage();
  return useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        void handleSubmit(
          async (values) => {
            const outcome = await saveAll(values);
            if (!outcome.ok && outcome.fieldErrors) setSubmissionErrors(outcome.fieldErrors, setError);
            resolve(outcome.ok);
          },
          () => resolve(false),
        )();
      }),
    [handleSubmit, saveAll, setError],
  );
}
