import { describe, expect, it } from 'vitest';
import { contactPersonFieldErrors } from './contact-person-field-errors';

describe('contactPersonFieldErrors', () => {
  it('gives the API’s messages by input, joined', () => {
    expect(
      contactPersonFieldErrors([
        { field: 'email', messages: ['E-Mail fehlt.', 'E-Mail ungültig.'] },
        { field: 'image', messages: ['Bild fehlt.'] },
      ]),
    ).toEqual({ email: 'E-Mail fehlt. E-Mail ungültig.', image: 'Bild fehlt.' });
  });

  it('leaves out fields the form has no input for and malformed entries', () => {
    expect(contactPersonFieldErrors([{ field: 'imageUrl', messages: ['x'] }])).toBeUndefined();
    expect(contactPersonFieldErrors([{ field: 'name', messages: 'kein Array' }])).toBeUndefined();
    expect(contactPersonFieldErrors({ name: 'x' })).toBeUndefined();
  });
});
