import { formatDecimalInput, hasAtMostDecimals, parseDecimal } from './decimal-number.js';

describe('parseDecimal', () => {
  it.each([
    ['132,5', 132.5],
    ['132.5', 132.5],
    ['  95 ', 95],
    ['0,25', 0.25],
    ['-3,5', -3.5],
    ['+7', 7],
    ['99999', 99999],
  ])('reads %p as %p', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', ' ', 'abc', '1.250,5', '1,250.5', '132,', ',5', '1 234', '12e3', '1,2,3', '0x10', 'Infinity'])(
    'refuses %p',
    (text) => {
      expect(parseDecimal(text)).toBeNull();
    },
  );
});

describe('formatDecimalInput', () => {
  it.each([
    [132.5, '132,5'],
    [95, '95'],
    [1250.25, '1250,25'],
    [0.5, '0,5'],
  ])('shows %p as %p', (value, text) => {
    expect(formatDecimalInput(value)).toBe(text);
  });

  it('reads back what it shows', () => {
    for (const value of [132.5, 95, 0.01, 99999, 1234.56]) {
      expect(parseDecimal(formatDecimalInput(value))).toBe(value);
    }
  });
});

describe('hasAtMostDecimals', () => {
  it.each([3.875, 3.5, 0, 20, 0.001, 1e21, -2.25])('takes %p with three places', (value) => {
    expect(hasAtMostDecimals(value, 3)).toBe(true);
  });

  it.each([1e-7, 5e-324, 1.5e-7, 1e-6, 0.0001, 3.8751, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %p with three places',
    (value) => {
      expect(hasAtMostDecimals(value, 3)).toBe(false);
    },
  );

  it('counts the places asked for', () => {
    expect(hasAtMostDecimals(132.55, 2)).toBe(true);
    expect(hasAtMostDecimals(132.555, 2)).toBe(false);
  });
});
