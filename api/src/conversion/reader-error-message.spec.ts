import { readerErrorMessage } from './reader-error-message.js';

describe('readerErrorMessage', () => {
  it('tells a missing extension in German, naming it', () => {
    expect(readerErrorMessage(new Error('Missing required extension, "EXT_unbekannt".'))).toBe(
      'Das Modell setzt die Erweiterung „EXT_unbekannt“ voraus, die nicht unterstützt wird. ' +
        'Bitte exportieren Sie das Modell ohne diese Erweiterung.',
    );
  });

  it('tells an unsupported glTF version in German', () => {
    expect(readerErrorMessage(new Error('Unsupported glTF version, "3.0".'))).toBe(
      'Die glTF-Version „3.0“ des Modells wird nicht unterstützt, nur glTF 2.0.',
    );
  });

  it('keeps any other reader text in brackets behind a German sentence', () => {
    expect(readerErrorMessage(new Error('Invalid glTF 2.0 binary.'))).toBe(
      'Das Modell kann nicht gelesen werden (technische Meldung: Invalid glTF 2.0 binary.).',
    );
    expect(readerErrorMessage('kaputt')).toBe('Das Modell kann nicht gelesen werden (technische Meldung: kaputt).');
  });
});
