import { formatArea, formatEuros, formatMessage } from './format.js';

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

describe('formatArea', () => {
  const intl = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 1 });

  it('prints what Intl prints for de-AT, with m² appended', () => {
    const values = [
      0, 1e-7, 0.04, 0.05, 1.45, 2.675, 144.55, 0.25, 1.35, 0.05, 1, 9.95, 12.3, 99.99, 120, 144.55, 999.96, 1000,
      1234.5, 12345.67, 99999, 1234567.8,
    ];
    for (const value of values) expect(formatArea(value)).toBe(`${intl.format(value)} m²`);
  });

  it('matches Intl for random areas, whole and fractional', () => {
    for (let i = 0; i < 2000; i += 1) {
      const value = Math.round(Math.random() * 10_000_000) / (i % 2 === 0 ? 100 : 1000);
      expect(formatArea(value)).toBe(`${intl.format(value)} m²`);
    }
  });

  it('marks negative values but not a negative zero', () => {
    expect(formatArea(-12.34)).toBe(`${intl.format(-12.34)} m²`);
    expect(formatArea(-0.01)).toBe('0 m²');
  });

  it('groups thousands with a no-break space and uses a decimal comma', () => {
    expect(formatArea(1234.5)).toBe('1\u00a0234,5 m²');
    expect(formatArea(95)).toBe('95 m²');
  });
});

describe('formatEuros', () => {
  it('writes whole euros with dots between thousands and the sign after a no-break space', () => {
    expect(formatEuros(123_456_700)).toBe('1.234.567\u00a0€');
    expect(formatEuros(99_900)).toBe('999\u00a0€');
    expect(formatEuros(0)).toBe('0\u00a0€');
  });

  it('shows cents only when there are any', () => {
    expect(formatEuros(123_450)).toBe('1.234,50\u00a0€');
    expect(formatEuros(5)).toBe('0,05\u00a0€');
    expect(formatEuros(-250_000)).toBe('-2.500\u00a0€');
  });
});
