import { FIELD_LABELS, formatArea, formatMessage, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { firstError } from '../../forms/first-error';
import { validateLocation, validateName, validateSize } from './house-validation';

describe('house validation', () => {
  it('needs a name of at most 200 characters', async () => {
    expect(await firstError(validateName, '')).toBe(formatMessage(VALIDATION_MESSAGES.required, FIELD_LABELS.name));
    expect(await firstError(validateName, 'x'.repeat(201))).toBe(
      formatMessage(VALIDATION_MESSAGES.maxLength, FIELD_LABELS.name, 200),
    );
    expect(await firstError(validateName, 'Haus Sonnenhang')).toBeUndefined();
    expect(await firstError(validateLocation, 'x'.repeat(201))).toBeDefined();
  });

  it('leaves the area optional, and else wants a German number within the API’s bounds', async () => {
    for (const ok of [undefined, null, ' ', '132,5', '1', 99999, '99998,99'])
      expect(await firstError(validateSize, ok)).toBeUndefined();
    expect(await firstError(validateSize, 'groß')).toBe(VALIDATION_MESSAGES.invalidNumber);
    expect(await firstError(validateSize, '0,5')).toBe(
      formatMessage(VALIDATION_MESSAGES.minValue, FIELD_LABELS.sizeInSqm, formatArea(1)),
    );
    expect(await firstError(validateSize, 100000)).toBe(
      formatMessage(VALIDATION_MESSAGES.maxValue, FIELD_LABELS.sizeInSqm, formatArea(99999)),
    );
    expect(await firstError(validateSize, '12,345')).toBe(
      formatMessage(VALIDATION_MESSAGES.maxDecimalPlaces, FIELD_LABELS.sizeInSqm, 2),
    );
  });
});
