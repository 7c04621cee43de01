import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * Keeps a hidden form value dirty while `pending` holds, so react-admin's unsaved-changes prompt
 * (in-app navigation and closing the tab) also covers what lives outside the inputs, such as
 * picked files. Runs after every render: a form reset (new record after a save) clears the value
 * while files may still be pending.
 */
export function useDirtyWhile(pending: boolean, name: string): void {
  const { getValues, setValue, resetField } = useFormContext();
  useEffect(() => {
    const marked = getValues(name) === true;
    if (pending && !marked) setValue(name, true, { shouldDirty: true });
    if (!pending && marked) resetField(name);
  });
}
