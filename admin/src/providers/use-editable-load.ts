import { useCallback, useState } from 'react';
import { useLoad } from './use-load';

/**
 * What a page loads once and its form saves (settings, price guide): after a save, the record the
 * API answered, with no second load; until then the loaded one.
 */
export function useEditableLoad<T>(key: string, load: () => Promise<T>) {
  const loaded = useLoad(key, load);
  const [saved, setSaved] = useState<T>();
  // Stable, as the form's submit handler depends on it.
  const onSaved = useCallback((record: T) => setSaved(() => record), []);
  return { data: saved ?? loaded.data, error: loaded.error, reload: loaded.reload, onSaved };
}
