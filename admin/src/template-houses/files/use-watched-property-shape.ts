import { enumValues, PropertyShape } from '@hauskonfig/shared';
import { useWatch } from 'react-hook-form';

/** The plot shape the form holds now (also before saving), or null while none is chosen. */
export function useWatchedPropertyShape(source: string): PropertyShape | null {
  const value: unknown = useWatch({ name: source });
  return enumValues(PropertyShape).find((shape) => shape === value) ?? null;
}
