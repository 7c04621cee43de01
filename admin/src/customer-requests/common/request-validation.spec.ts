import { fieldLabel, formatMessage, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { firstError } from '../../forms/first-error';
import { REQUEST_VALIDATION } from './request-validation';

describe('request validation', () => {
  it('needs the names, the email and the phone number', async () => {
    expect(await firstError(REQUEST_VALIDATION.firstName, '')).toBe(VALIDATION_MESSAGES.firstNameRequired.a);
    expect(await firstError(REQUEST_VALIDATION.lastName, '')).toBe(VALIDATION_MESSAGES.lastNameRequired.a);
    expect(await firstError(REQUEST_VALIDATION.email, '')).toBe(VALIDATION_MESSAGES.emailRequired.a);
    expect(await firstError(REQUEST_VALIDATION.phoneNumber, '')).toBe(VALIDATION_MESSAGES.phoneRequired.a);
    expect(await firstError(REQUEST_VALIDATION.place, '')).toBeUndefined();
  });

  it('wants a valid email address', async () => {
    expect(await firstError(REQUEST_VALIDATION.email, 'max@')).toBe(VALIDATION_MESSAGES.invalidEmail);
    expect(await firstError(REQUEST_VALIDATION.email, 'max@example.de')).toBeUndefined();
  });

  it('takes phone numbers with the usual separators and 6 to 20 digits', async () => {
    for (const phone of ['+49 (0)170 123-45/67', '0731.12345', '123456'])
      expect(await firstError(REQUEST_VALIDATION.phoneNumber, phone)).toBeUndefined();
    for (const phone of ['12345', '0170 abc', '1'.repeat(21)])
      expect(await firstError(REQUEST_VALIDATION.phoneNumber, phone)).toBe(VALIDATION_MESSAGES.invalidPhone);
  });

  it('keeps to the API’s lengths', async () => {
    expect(await firstError(REQUEST_VALIDATION.notes, 'x'.repeat(5001))).toBe(
      formatMessage(VALIDATION_MESSAGES.maxLength, fieldLabel('notes'), 5000),
    );
    expect(await firstError(REQUEST_VALIDATION.notes, 'x'.repeat(5000))).toBeUndefined();
  });
});
