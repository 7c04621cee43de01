import { fieldLabel, formatMessage, isPhoneNumber, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { maxLength, minLength, type Validator } from 'react-admin';

/*
 * The admin forms' shared checks, with the spec's German messages naming the field. Callers keep
 * them at module level: react-admin re-registers inputs whose validators change identity.
 */

export const atMost = (field: string, length: number) =>
  maxLength(length, formatMessage(VALIDATION_MESSAGES.maxLength, fieldLabel(field), length));

export const atLeast = (field: string, length: number) =>
  minLength(length, formatMessage(VALIDATION_MESSAGES.minLength, fieldLabel(field), length));

/** The API's phone rule (shared), for an optional input: empty passes, `required` handles that. */
export const validPhone: Validator = (value: unknown) =>
  typeof value !== 'string' || value.trim() === '' || isPhoneNumber(value)
    ? undefined
    : VALIDATION_MESSAGES.invalidPhone;
