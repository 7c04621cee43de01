import { useCallback, useEffect, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNotifyText } from '../layout/use-notify-text';
import { apiErrorBody, apiErrorMessage, toFieldErrors } from '../providers/request-errors';
import { submissionErrors } from './submission-errors';

interface SaveFormTexts {
  /** Translation key of the success notification. */
  saved: string;
  /** Translation key of the failure text when the API gives no message. */
  saveFailed: string;
}

/**
 * The submit of a form that saves one record with one call (settings, price guide). The saved
 * record goes to `onSaved` (it becomes the form's record); on failure the form keeps what was
 * typed, the API's field errors go to their inputs and its German message to the notification.
 */
export function useSaveForm<T>(
  save: (values: FieldValues) => Promise<T>,
  onSaved: (saved: T) => void,
  texts: SaveFormTexts,
) {
  const notify = useNotify();
  const notifyText = useNotifyText();
  const translate = useTranslate();
  // The latest call, without a new submit handler on every render.
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  const { saved, saveFailed } = texts;
  return useCallback(
    async (values: FieldValues) => {
      try {
        onSaved(await saveRef.current(values));
        notify(saved, { type: 'success' });
        return undefined;
      } catch (error) {
        const message = apiErrorMessage(error) ?? translate(saveFailed);
        const errors = submissionErrors(toFieldErrors(apiErrorBody(error)?.errors), message);
        if (errors) return errors;
        notifyText(message, 'error');
        return undefined;
      }
    },
    [notify, notifyText, onSaved, saved, saveFailed, translate],
  );
}
