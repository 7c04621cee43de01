import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLiveRequest } from '../use-live-request';

/**
 * Puts the assigned custom house's data into the form (null for a template house) whenever another
 * house is assigned. The form itself is not reset, so the rest of what staff typed stays; a
 * refetch of the same house keeps the house data staff are editing.
 */
export function useCustomHouseFormData(): void {
  const { record } = useLiveRequest();
  const { resetField } = useFormContext();
  const houseId = record?.house?.id ?? null;
  const data = record?.customHouse ?? null;
  useEffect(() => {
    resetField('customHouse', { defaultValue: data });
    // The data belong to the house: only a different house replaces them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [houseId, resetField]);
}
