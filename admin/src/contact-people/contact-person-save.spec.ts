import { describe, expect, it } from 'vitest';
import { omitPasswordConfirmation } from './contact-person-save';

describe('omitPasswordConfirmation', () => {
  it('sends everything but the confirmation', () => {
    expect(
      omitPasswordConfirmation({ name: 'Eva', password: 'geheim-genug', passwordConfirmation: 'geheim-genug' }),
    ).toEqual({ name: 'Eva', password: 'geheim-genug' });
  });
});
