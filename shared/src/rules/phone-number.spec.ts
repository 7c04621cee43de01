import { isPhoneNumber } from './phone-number.js';

describe('isPhoneNumber', () => {
  it.each(['+43 660 1234567', '0732/123456-7', '(0)1 234 567', '066412345678901234'])('accepts %p', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each(['', '12345', 'abc 123456', '+43 660 12345a', '123456789012345678901', '++43 660 123456', null, 660123456])(
    'refuses %p',
    (value) => {
      expect(isPhoneNumber(value)).toBe(false);
    },
  );
});
