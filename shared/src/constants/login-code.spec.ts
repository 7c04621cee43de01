import { LOGIN_CODE_LENGTH, isLoginCode } from './login-code.js';

describe('isLoginCode', () => {
  it.each(['123456', '000000', '999999'])('accepts %p', (value) => {
    expect(isLoginCode(value)).toBe(true);
  });

  it.each([
    '',
    '12345',
    '1234567',
    '12345a',
    ' 123456',
    '123456 ',
    '123456\n',
    '12 456',
    '١٢٣٤٥٦',
    '１２３４５６',
    123456,
    null,
    undefined,
  ])('rejects %p', (value) => {
    expect(isLoginCode(value)).toBe(false);
  });

  it('agrees with LOGIN_CODE_LENGTH', () => {
    expect(isLoginCode('1'.repeat(LOGIN_CODE_LENGTH))).toBe(true);
  });
});
