import { useCallback, useState } from 'react';

/**
 * A setting the parent may own: given, `value` is shown and changes go to `onChange`; left out,
 * the viewer keeps its own, starting at `initial` (e.g. the admin's previews of template houses).
 */
export function useControllable<T>(
  value: T | undefined,
  onChange: ((next: T) => void) | undefined,
  initial: T,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(initial);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}
