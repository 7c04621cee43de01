import { validatePersonalInfo } from './personal-info-validation.js';

const valid = {
  firstname: 'Maria',
  lastname: 'Muster',
  email: 'maria.muster@example.at',
  phoneNumber: '+43 660 1234567',
};

describe('validatePersonalInfo', () => {
  it('accepts a complete input', () => {
    expect(validatePersonalInfo(valid)).toEqual({});
    expect(validatePersonalInfo({ ...valid, place: 'Linz', propertyNumber: '1287/4', notes: 'Keller' })).toEqual({});
  });

  it('asks for every required field in German', () => {
    expect(validatePersonalInfo({})).toEqual({
      firstname: 'Bitte geben Sie Ihren Vornamen ein',
      lastname: 'Bitte geben Sie Ihren Nachnamen ein',
      email: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      phoneNumber: 'Bitte geben Sie Ihre Telefonnummer ein',
    });
  });

  it('treats blanks as missing', () => {
    expect(validatePersonalInfo({ ...valid, firstname: '   ' }).firstname).toBe('Bitte geben Sie Ihren Vornamen ein');
  });

  it('refuses a malformed email and phone number', () => {
    const errors = validatePersonalInfo({ ...valid, email: 'maria@', phoneNumber: '12ab' });
    expect(errors.email).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(errors.phoneNumber).toBe('Bitte geben Sie eine gültige Telefonnummer ein');
  });

  it('names the field and the limit when a value is too long', () => {
    expect(validatePersonalInfo({ ...valid, place: 'x'.repeat(201) }).place).toBe(
      'Ort darf höchstens 200 Zeichen lang sein',
    );
  });
});
