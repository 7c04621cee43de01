import { describe, expect, it } from 'vitest';
import { submissionErrors } from './submission-errors';

describe('submissionErrors', () => {
  it('puts the field errors at their inputs and the message at the root', () => {
    expect(submissionErrors({ priceDate: 'Ungültiges Datum.' }, 'Nicht gespeichert.')).toEqual({
      priceDate: 'Ungültiges Datum.',
      root: { serverError: 'Nicht gespeichert.' },
    });
  });

  it('says "check your input" instead of repeating a field error in the notification', () => {
    expect(submissionErrors({ websiteUrl: 'Ungültige Adresse.' }, 'Ungültige Adresse.')).toEqual({
      websiteUrl: 'Ungültige Adresse.',
      root: { serverError: 'ra.message.invalid_form' },
    });
  });

  it('is undefined without field errors, so the caller notifies the message', () => {
    expect(submissionErrors(undefined, 'Nicht gespeichert.')).toBeUndefined();
  });
});
