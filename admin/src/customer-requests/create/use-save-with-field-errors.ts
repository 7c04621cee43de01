import { useCallback } from 'react';
import { useSaveContext, type RaRecord } from 'react-admin';
import { toFieldErrors } from '../../providers/request-errors';

/**
 * Form submit that saves through the Create/Edit controller and puts the API's validation
 * errors at the matching inputs, so nothing typed is lost and the reason shows where it belongs.
 */
export function useSaveWithFieldErrors() {
  const { save } = useSaveContext();
  return useCallback(
    async (values: Partial<RaRecord>) => {
      // The controller answers the error body's `errors` when the server rejected the input.
      const result: unknown = await save?.(values);
      return toFieldErrors(result);
    },
    [save],
  );
}
