import { isPhoneNumber, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import type { Validator } from 'react-admin';

/** The API's phone rule (shared), for an optional input: empty passes, `required` handles that. */
export const validPhone: Validator = (value: unknown) =>
  typeof value !== 'string' || value.trim() === '' || isPhoneNumber(value)
    ? undefined
    : VALIDATION_MESSAGES.invalidPhone;
