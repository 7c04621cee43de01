import { formatEuroAmountInput, parseEuroAmount } from './euro-amount.js';

describe('parseEuroAmount', () => {
  it.each([
    ['120.000', 12_000_000],
    ['120000', 12_000_000],
    ['120 000', 12_000_000],
    ['120\u00a0000', 12_000_000],
    ['120.000 €', 12_000_000],
    ['€ 120.000', 12_000_000],
    ['120000€', 12_000_000],
    ['1.250.000', 125_000_000],
    ['120.000,50', 12_000_050],
    ['120.000,5', 12_000_050],
    ['80000,10', 8_000_010],
    ['  95 ', 9_500],
    ['0', 0],
    ['-0', 0],
  ])('reads %p as %p cents', (text, cents) => {
    expect(parseEuroAmount(text)).toEqual({ cents });
  });

  it.each([
    // A dot before anything but a group of three could be a decimal point.
    '120.00',
    '1.5',
    '12.5000',
    '1.000.00',
    // Three digits after the comma are thousands in English but no cents in German.
    '120,000',
    '1,2,3',
    '120.000,505',
    '120,',
    ',50',
    '1.000 000',
    '12 34',
    '.',
  ])('refuses %p as ambiguous', (text) => {
    expect(parseEuroAmount(text)).toEqual({ error: 'ambiguous' });
  });

  it.each(['abc', '12e3', '0x10', 'Infinity', '120 Tsd.', '€€ zwölf'])('refuses %p as no amount', (text) => {
    expect(parseEuroAmount(text)).toEqual({ error: 'invalid' });
  });

  it('tells an empty field and a negative amount apart', () => {
    expect(parseEuroAmount('')).toEqual({ error: 'empty' });
    expect(parseEuroAmount(' € ')).toEqual({ error: 'empty' });
    expect(parseEuroAmount('-5.000')).toEqual({ error: 'negative' });
    expect(parseEuroAmount('\u22125.000')).toEqual({ error: 'negative' });
  });

  it('refuses amounts beyond exact cents', () => {
    expect(parseEuroAmount('99999999999999999999')).toEqual({ error: 'invalid' });
  });
});

describe('formatEuroAmountInput', () => {
  it.each([
    [12_000_000, '120.000'],
    [12_000_050, '120.000,50'],
    [8_000_010, '80.000,10'],
    [9_500, '95'],
    [0, '0'],
    [125_000_000, '1.250.000'],
  ])('shows %p cents as %p', (cents, text) => {
    expect(formatEuroAmountInput(cents)).toBe(text);
  });

  it('reads back what it shows', () => {
    for (const cents of [1, 99, 100_000, 12_345_678, 100_000_000_00]) {
      expect(parseEuroAmount(formatEuroAmountInput(cents))).toEqual({ cents });
    }
  });
});
