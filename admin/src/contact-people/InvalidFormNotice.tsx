import { UI_MESSAGES } from '@hauskonfig/shared';
import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * The notice on a submit the form refuses, in place of react-admin's generic one (the form sets
 * disableInvalidFormNotification): a missing photo is the spec's "choose an image" error
 * (section 8), the field itself says why; anything else keeps react-admin's texts.
 */
export const InvalidFormNotice = () => {
  const { submitCount, errors } = useFormState();
  const notify = useNotify();
  const notifiedCount = useRef(submitCount);

  useEffect(() => {
    // react-hook-form counts a submit once validation and saving are done, errors included.
    if (submitCount === notifiedCount.current) return;
    notifiedCount.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    const serverError = errors.root?.serverError?.message;
    const message = errors.image
      ? UI_MESSAGES.contactPeople.chooseImage
      : typeof serverError === 'string'
        ? serverError
        : 'ra.message.invalid_form';
    notify(message, { type: 'error' });
  }, [submitCount, errors, notify]);

  return null;
};
