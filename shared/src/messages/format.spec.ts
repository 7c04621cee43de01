import { formatMessage } from './format.js';

describe('formatMessage', () => {
  it('replaces indexed placeholders', () => {
    expect(formatMessage('{0} muss mindestens {1} Zeichen lang sein', 'Passwort', 8)).toBe(
      'Passwort muss mindestens 8 Zeichen lang sein',
    );
  });

  it('uses arguments by index, not by order of appearance', () => {
    expect(formatMessage('{1} before {0}', 'a', 'b')).toBe('b before a');
  });

  it('fills a repeated placeholder every time', () => {
    expect(formatMessage('{0}-{0}', 'x')).toBe('x-x');
  });

  it('replaces missing, undefined and null arguments with an empty string', () => {
    expect(formatMessage('Fehler. {0}')).toBe('Fehler. ');
    expect(formatMessage('[{0}|{1}]', undefined, null)).toBe('[|]');
  });

  it('keeps falsy but present arguments', () => {
    expect(formatMessage('{0} {1} {2}', 0, false, '')).toBe('0 false ');
  });

  it('supports indices above 9', () => {
    const args = Array.from({ length: 11 }, (_, i) => `a${i}`);
    expect(formatMessage('{10}', ...args)).toBe('a10');
  });

  it('leaves text without placeholders and non-numeric braces untouched', () => {
    expect(formatMessage('kein Platzhalter')).toBe('kein Platzhalter');
    expect(formatMessage('{name} {} {-1}', 'x')).toBe('{name} {} {-1}');
  });

  it('does not re-interpret placeholders inside arguments', () => {
    expect(formatMessage('{0} {1}', '{1}', 'b')).toBe('{1} b');
  });

  it('inserts arguments literally, even with replacement patterns', () => {
    expect(formatMessage('{0}', '$&$1')).toBe('$&$1');
  });
});
