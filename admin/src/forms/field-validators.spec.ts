import { FIELD_LABELS, formatMessage, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { firstError } from './first-error';
import { atLeast, atMost, validPhone } from './field-validators';

describe('field validators', () => {
  it('bound a length with a message that names the field', async () => {
    expect(await firstError([atMost('place', 3)], 'Ulm')).toBeUndefined();
    expect(await firstError([atMost('place', 3)], 'Wien')).toBe(
      formatMessage(VALIDATION_MESSAGES.maxLength, FIELD_LABELS.place, 3),
    );
    expect(await firstError([atLeast('username', 3)], 'mm')).toBe(
      formatMessage(VALIDATION_MESSAGES.minLength, FIELD_LABELS.username, 3),
    );
  });

  it('leave an empty phone to `required` and check a typed one by the API’s rule', async () => {
    for (const phone of [undefined, '', '  ', '+43 660 123 45 67', '0732/123456-7'])
      expect(await firstError([validPhone], phone)).toBeUndefined();
    for (const phone of ['12345', '0170 abc', '1'.repeat(21)])
      expect(await firstError([validPhone], phone)).toBe(VALIDATION_MESSAGES.invalidPhone);
  });
});
