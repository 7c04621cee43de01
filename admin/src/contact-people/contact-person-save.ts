import { useCallback } from 'react';
import { useNotify, useSaveContext } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { submissionErrors } from '../forms/submission-errors';
import { apiErrorMessage, toFieldErrors } from '../providers/request-errors';

/** Inputs of the form; server errors for any other field can only be shown in the notification. */
const FORM_FIELDS = new Set([
  'image',
  'name',
  'email',
  'phoneNumber',
  'published',
  'username',
  'password',
  'currentPassword',
]);

/** The confirmation only guards the form; it is never sent to the API. */
export const omitPasswordConfirmation = ({ passwordConfirmation: _, ...data }: FieldValues) => data;

/**
 * Submit handler of the contact-person form: saves through the Create/Edit controller, shows the
 * API's validation errors at their fields and its German message as the notification (spec
 * section 8: server message shown on add and update), else the given fallback text.
 */
export function useContactPersonSubmit(failureMessage: string) {
  const { save } = useSaveContext();
  const notify = useNotify();
  return useCallback(
    async (values: FieldValues) => {
      if (!save) return undefined;
      const outcome: { error?: unknown } = {};
      // A call-time onError replaces the controller's own notification, so each failure is told once.
      const result = await save(values, {
        onError: (error: unknown) => {
          outcome.error = error;
        },
      });
      if (outcome.error === undefined) return undefined;
      const message = apiErrorMessage(outcome.error) ?? failureMessage;
      const errors = submissionErrors(toFieldErrors(result, FORM_FIELDS), message);
      if (errors) return errors;
      notify(message, { type: 'error' });
      return undefined;
    },
    [save, notify, failureMessage],
  );
}
