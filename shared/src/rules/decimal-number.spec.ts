import { formatDecimalInput, parseDecimal } from './decimal-number.js';

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
