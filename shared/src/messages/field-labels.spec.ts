import { FIELD_LABELS, fieldLabel } from './field-labels.de.js';

describe('fieldLabel', () => {
  it.each([
    ['email', 'E-Mail'],
    ['firstname', 'Vorname'],
    ['firstName', 'Vorname'],
    ['lastname', 'Nachname'],
    ['lastName', 'Nachname'],
    ['phoneNumber', 'Telefonnummer'],
    ['place', 'Ort'],
    ['propertyNumber', 'Grundstücksnummer'],
    ['notes', 'Anmerkungen'],
    ['username', 'Benutzername'],
    ['password', 'Passwort'],
    ['sizeInSqm', 'Wohnfläche'],
    ['contactPersonId', 'Ansprechpartner'],
    ['location', 'Katastralgemeinde'],
    ['loginCode', 'Code'],
  ])('labels %s as %s', (name, label) => {
    expect(fieldLabel(name)).toBe(label);
  });

  it('falls back to the field name', () => {
    expect(fieldLabel('somethingElse')).toBe('somethingElse');
    expect(fieldLabel('')).toBe('');
  });

  it('is case-sensitive like the DTO field names', () => {
    expect(fieldLabel('EMAIL')).toBe('EMAIL');
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'does not resolve the inherited name %s',
    (name) => {
      expect(fieldLabel(name)).toBe(name);
    },
  );

  it('has only non-empty labels', () => {
    for (const label of Object.values(FIELD_LABELS)) {
      expect(label.trim()).not.toBe('');
    }
  });
});
