import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, apiErrorMessage, apiFieldErrors } from './api-errors';

const answer = {
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: 'Bitte Eingaben prüfen.',
  errors: [
    { field: 'name', messages: ['Name fehlt.'] },
    { field: 'sizeInSqm', messages: ['Zu klein.', 'Keine Zahl.'] },
    { field: 'kind', messages: ['Nicht änderbar.'] },
  ],
};
const httpError = new HttpError('Bad Request', 400, answer);

describe('house API errors', () => {
  it('read the body and German message of an API answer', () => {
    expect(apiErrorBody(httpError)).toEqual(answer);
    expect(apiErrorMessage(httpError, 'Speichern fehlgeschlagen.')).toBe('Bitte Eingaben prüfen.');
  });

  it('fall back to the screen’s own text without an API message', () => {
    expect(apiErrorBody(new Error('offline'))).toBeUndefined();
    expect(apiErrorMessage(new HttpError('Bad Gateway', 502, null), 'Speichern fehlgeschlagen.')).toBe(
      'Speichern fehlgeschlagen.',
    );
  });

  it('give the validation errors of the named fields only', () => {
    expect(apiFieldErrors(httpError, ['name', 'sizeInSqm'])).toEqual({
      name: 'Name fehlt.',
      sizeInSqm: 'Zu klein. Keine Zahl.',
    });
    expect(apiFieldErrors(httpError, ['location'])).toBeUndefined();
    expect(apiFieldErrors(new Error('offline'), ['name'])).toBeUndefined();
  });
});
