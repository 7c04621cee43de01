import { MODEL_ISSUE_MESSAGES, modelIssueMessage } from './model-issues.de.js';

describe('modelIssueMessage', () => {
  it('tells a known validator code as a German sentence without the code', () => {
    expect(modelIssueMessage('INVALID_URI')).toBe(
      'Das Modell enthält eine ungültige Adresse (URI) für eingebettete Daten oder eine Datei.',
    );
    expect(modelIssueMessage('BUFFER_BYTE_LENGTH_MISMATCH')).not.toContain('BUFFER_BYTE_LENGTH_MISMATCH');
  });

  it('names an unknown code in brackets in a German sentence', () => {
    expect(modelIssueMessage('SKIN_NO_COMMON_ROOT')).toBe(
      'Das Modell verletzt eine Regel des glTF-2.0-Formats (SKIN_NO_COMMON_ROOT).',
    );
  });

  it.each(['constructor', 'toString', '__proto__'])('does not resolve the inherited name %s', (name) => {
    expect(modelIssueMessage(name)).toBe(`Das Modell verletzt eine Regel des glTF-2.0-Formats (${name}).`);
  });

  it('has only validator-style codes and complete sentences', () => {
    for (const [code, sentence] of Object.entries(MODEL_ISSUE_MESSAGES)) {
      expect(code).toMatch(/^[A-Z0-9_]+$/);
      expect(sentence).toMatch(/^[A-ZÄÖÜ].*\.$/);
      expect(sentence).not.toMatch(/[{}]/);
    }
  });
});
