import { UI_MESSAGES } from '@hauskonfig/shared';
import { DeleteButton, useNotify, type RedirectionSideEffect } from 'react-admin';
import { apiErrorMessage, httpStatus } from './api-error';

/**
 * Spec section 8: a 404 shows the server's message, anything else the unknown-delete text; the
 * API's 409 (person still assigned to houses or requests) says what blocks it, so it is shown too.
 */
function deleteErrorMessage(error: unknown): string {
  const status = httpStatus(error);
  const message = apiErrorMessage(error);
  return (status === 404 || status === 409) && message ? message : UI_MESSAGES.contactPeople.deleteFailed;
}

/** Deletes one contact person after confirmation; waits for the API (no undo) so a refusal is shown. */
export const DeleteContactPersonButton = ({ redirect = 'list' }: { redirect?: RedirectionSideEffect }) => {
  const notify = useNotify();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={redirect}
      mutationOptions={{ onError: (error: unknown) => notify(deleteErrorMessage(error), { type: 'error' }) }}
    />
  );
};
