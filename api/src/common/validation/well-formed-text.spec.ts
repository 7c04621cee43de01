import { ApiException } from '../errors/api-exception.js';
import { assertVisibleText, assertWellFormedText } from './well-formed-text.js';

describe('assertWellFormedText', () => {
  it('refuses a lone surrogate or NUL anywhere, naming the field', () => {
    const refuse = (value: unknown) => {
      try {
        assertWellFormedText(value);
      } catch (error) {
        return (error as ApiException).getResponse();
      }
      return null;
    };
    expect(refuse({ email: '\ud800' })).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(refuse({ works: ['ok', 'x\udc00'] })).toMatchObject({ errors: [{ field: 'works.1' }] });
    // PostgreSQL text cannot hold NUL: a login with it failed as a 500 (found by the fuzz run).
    expect(refuse({ username: '\u0000', password: ' ' })).toMatchObject({ errors: [{ field: 'username' }] });
  });

  it('accepts any well-formed text, emoji included', () => {
    expect(() => assertWellFormedText({ name: 'Haus 🏠 Müller', notes: ['𝕳𝖆𝖚𝖘'] })).not.toThrow();
  });

  it('leaves an uploaded file alone: its bytes are not text, and walking 50 MB would stall the upload', () => {
    const file = { fieldname: 'file', buffer: Buffer.alloc(50 * 1024 * 1024, 0xed) };
    expect(() => assertWellFormedText(file)).not.toThrow();
  });
});

describe('assertVisibleText', () => {
  const refuse = (value: unknown) => {
    try {
      assertVisibleText(value);
    } catch (error) {
      return (error as ApiException).getResponse();
    }
    return null;
  };

  it('refuses invisible characters in single- and multi-line texts, with the German reason at the field', () => {
    expect(refuse({ lastname: 'Muster\u202Egnp' })).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^Nachname enthält unsichtbare Steuer- oder Formatzeichen/),
      errors: [{ field: 'lastname', messages: [expect.stringMatching(/^Nachname enthält unsichtbare/)] }],
    });
    expect(refuse({ notes: 'Zeile 1\n\u2066Zeile 2' })).toMatchObject({
      errors: [{ field: 'notes', messages: [expect.stringMatching(/^Anmerkungen /)] }],
    });
    // Nested and listed fields are named by their path and labelled by their own name.
    expect(refuse({ extraCosts: [{ name: 'Planung', note: '\u200B' }] })).toMatchObject({
      errors: [{ field: 'extraCosts.0.note', messages: [expect.stringMatching(/^Hinweis /)] }],
    });
  });

  it('accepts texts with line breaks, tabs and emoji sequences', () => {
    expect(refuse({ notes: 'Familie 👨\u200D👩\u200D👧\r\n\tNachmittags', name: 'Haus 🏠 Müller' })).toBeNull();
  });
});
