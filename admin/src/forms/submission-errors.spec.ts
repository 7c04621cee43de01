import { describe, expect, it } from 'vitest';
import { submissionErrors } from './submission-errors';

describe('submissionErrors', () => {
  it('puts the field errors at their inputs and the message at the root', () => {
    expect(submissionErrors({ priceDate: 'Ungültiges Datum.' }, 'Nicht gespeichert.')).toEqual({
      priceDate: 'Ungültiges Datum.',
      root: { serverError: 'Nicht gespeichert.' },
    });
  });

  it('is undefined without field errors, so the caller notifies the message', () => {
    expect(submissionErrors(undefined, 'Nicht gespeichert.')).toBeUndefined();
  });
});
