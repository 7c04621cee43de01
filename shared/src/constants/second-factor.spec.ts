import { isSecondFactorCode, normaliseSecondFactorCode } from './second-factor.js';

describe('second factor codes', () => {
  it('accepts a TOTP code and a recovery code however they are typed', () => {
    expect(normaliseSecondFactorCode(' 123 456 ')).toBe('123456');
    expect(normaliseSecondFactorCode('abcd efgh')).toBe('ABCD-EFGH');
    expect(normaliseSecondFactorCode('7K3M-9PQR')).toBe('7K3M-9PQR');
    expect(isSecondFactorCode('123 456')).toBe(true);
    expect(isSecondFactorCode('7k3m9pqr')).toBe(true);
  });

  it('refuses what can be neither', () => {
    for (const value of ['12345', '1234567', 'ILOU-ILOU', '١٢٣٤٥٦', 42, '1'.repeat(30)]) {
      expect(isSecondFactorCode(value)).toBe(false);
    }
  });
});
