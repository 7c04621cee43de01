import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  apiErrorBody,
  apiErrorMessage,
  apiFieldErrors,
  failureMessage,
  httpStatus,
  toFieldErrors,
} from './request-errors';

const apiError = (body: unknown) => Object.assign(new Error('HTTP 400'), { body });

describe('request errors', () => {
  it('reads the API’s body and German message from an error that carries one', () => {
    const error = apiError({ statusCode: 400, message: 'E-Mail ungültig.' });
    expect(apiErrorBody(error)).toEqual({ statusCode: 400, message: 'E-Mail ungültig.' });
    expect(apiErrorMessage(error)).toBe('E-Mail ungültig.');
  });

  it('has no message for other errors or a blank one', () => {
    expect(apiErrorMessage(new Error('offline'))).toBeUndefined();
    expect(apiErrorMessage(apiError('text'))).toBeUndefined();
    expect(apiErrorMessage(apiError({ message: '  ' }))).toBeUndefined();
    expect(apiErrorMessage(null)).toBeUndefined();
  });

  it('adds the server’s reason to the area’s failure text, once', () => {
    expect(failureMessage('Speichern fehlgeschlagen.', apiError({ message: 'Zu groß.' }))).toBe(
      'Speichern fehlgeschlagen. Zu groß.',
    );
    expect(failureMessage('Speichern fehlgeschlagen.', apiError({ message: 'Speichern fehlgeschlagen.' }))).toBe(
      'Speichern fehlgeschlagen.',
    );
    expect(failureMessage('Speichern fehlgeschlagen.', new Error('offline'))).toBe('Speichern fehlgeschlagen.');
  });

  it('turns the API’s validation list into messages by field', () => {
    const errors = [
      { field: 'email', messages: ['E-Mail fehlt.', 'E-Mail ungültig.'] },
      { field: 'phoneNumber', messages: ['Telefon ungültig.'] },
      { field: 7, messages: ['ohne Feld'] },
      null,
    ];
    expect(toFieldErrors(errors)).toEqual({
      email: 'E-Mail fehlt. E-Mail ungültig.',
      phoneNumber: 'Telefon ungültig.',
    });
    expect(toFieldErrors([])).toBeUndefined();
    expect(toFieldErrors({ email: 'x' })).toBeUndefined();
  });

  it('keeps to the inputs a form has, when it names them', () => {
    const errors = [
      { field: 'email', messages: ['E-Mail ungültig.'] },
      { field: 'imageUrl', messages: ['Kein Eingabefeld.'] },
    ];
    expect(toFieldErrors(errors, new Set(['email', 'image']))).toEqual({ email: 'E-Mail ungültig.' });
    expect(toFieldErrors(errors.slice(1), new Set(['email']))).toBeUndefined();
  });

  it('reads the status of an HTTP error', () => {
    expect(httpStatus(new HttpError('Conflict', 409, { message: 'Noch zugeordnet.' }))).toBe(409);
    expect(httpStatus(new Error('offline'))).toBeUndefined();
  });

  it('falls back to the screen’s own text without an API message', () => {
    expect(apiErrorMessage(apiError({ message: 'Zu groß.' }), 'Speichern fehlgeschlagen.')).toBe('Zu groß.');
    expect(apiErrorMessage(new HttpError('Bad Gateway', 502, null), 'Speichern fehlgeschlagen.')).toBe(
      'Speichern fehlgeschlagen.',
    );
  });

  it('gives the validation errors of the named fields only', () => {
    const error = new HttpError('Bad Request', 400, {
      statusCode: 400,
      message: 'Bitte Eingaben prüfen.',
      errors: [
        { field: 'name', messages: ['Name fehlt.'] },
        { field: 'sizeInSqm', messages: ['Zu klein.', 'Keine Zahl.'] },
        { field: 'kind', messages: ['Nicht änderbar.'] },
      ],
    });
    expect(apiFieldErrors(error, ['name', 'sizeInSqm'])).toEqual({
      name: 'Name fehlt.',
      sizeInSqm: 'Zu klein. Keine Zahl.',
    });
    expect(apiFieldErrors(error, ['location'])).toBeUndefined();
    expect(apiFieldErrors(new Error('offline'), ['name'])).toBeUndefined();
  });
});
