import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { apiErrorMessage, httpStatus } from './api-error';

describe('contact-person API errors', () => {
  it('give the API’s German message and status of an HTTP error', () => {
    const error = new HttpError('Conflict', 409, { message: 'E-Mail bereits vergeben.' });
    expect(apiErrorMessage(error)).toBe('E-Mail bereits vergeben.');
    expect(httpStatus(error)).toBe(409);
  });

  it('give nothing for other errors or an answer without a message', () => {
    expect(apiErrorMessage(new HttpError('Bad Gateway', 502, { message: '' }))).toBeUndefined();
    expect(apiErrorMessage(new HttpError('Bad Gateway', 502, null))).toBeUndefined();
    expect(apiErrorMessage(new Error('offline'))).toBeUndefined();
    expect(httpStatus(new Error('offline'))).toBeUndefined();
  });
});
