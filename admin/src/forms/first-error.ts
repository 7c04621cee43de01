import type { Validator } from 'react-admin';

/**
 * For the specs of the validators: the text of the first one that refuses the value (react-admin
 * runs them in order and shows that one), undefined when all accept it.
 */
export async function firstError(
  validators: Validator[],
  value: unknown,
  values: Record<string, unknown> = {},
): Promise<string | undefined> {
  for (const validator of validators) {
    const error = await validator(value, values, {});
    if (error) return typeof error === 'string' ? error : error.message;
  }
  return undefined;
}
