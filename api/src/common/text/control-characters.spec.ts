import { hasInvisibleCharacters, isSingleLine } from './control-characters.js';

describe('text characters', () => {
  it.each([
    ['a right-to-left override', 'Rechnung\u202Efdp.exe'],
    ['every bidirectional embedding, override and isolate', '\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069'],
    ['a left-to-right mark', 'Haus\u200E'],
    ['an Arabic letter mark', '\u061C1'],
    ['a zero-width space', 'ad\u200Bmin'],
    ['a word joiner', 'a\u2060b'],
    ['a byte order mark', '\uFEFFName'],
    ['tag characters, which carry hidden text', 'Hallo\u{E0049}\u{E0047}'],
    ['an escape sequence', 'rot \u001b[31m'],
    ['a C1 control', 'a\u0085b'],
    ['a vertical tab', 'a\u000Bb'],
  ])('finds %s', (_what, text) => {
    expect(hasInvisibleCharacters(text)).toBe(true);
  });

  it('leaves line breaks, tabs, emoji sequences, soft hyphens and umlauts alone', () => {
    for (const text of [
      'Zeile 1\r\nZeile 2\n\tEingerückt',
      'Familie 👨\u200D👩\u200D👧 🏳️‍🌈',
      'Fertig\u00ADhaus',
      'Ärger über Öl: 12,5 m² für 1.000 €',
      'می\u200Cخواهم',
    ]) {
      expect(hasInvisibleCharacters(text)).toBe(false);
    }
  });

  it('keeps single-line texts to one line', () => {
    expect(isSingleLine('Maria Muster')).toBe(true);
    for (const text of ['a\nb', 'a\rb', 'a\tb', 'a\u2028b']) expect(isSingleLine(text)).toBe(false);
  });
});
