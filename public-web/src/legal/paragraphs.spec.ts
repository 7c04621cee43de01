import { describe, expect, it } from 'vitest';
import { legalParagraphs } from './paragraphs';

describe('legalParagraphs', () => {
  it('starts a paragraph at each blank line and keeps single line breaks (addresses)', () => {
    const text = 'Musterhaus GmbH\r\nHauptstraße 1\r\n4020 Linz\r\n\r\n  \r\nUID: ATU12345678\n\nFirmenbuch: FN 123a';
    expect(legalParagraphs(text, 'Impressum')).toEqual([
      'Musterhaus GmbH\nHauptstraße 1\n4020 Linz',
      'UID: ATU12345678',
      'Firmenbuch: FN 123a',
    ]);
  });

  it('leaves out a first paragraph that only repeats the heading', () => {
    expect(legalParagraphs('IMPRESSUM\n\nMusterhaus GmbH', 'Impressum')).toEqual(['Musterhaus GmbH']);
    expect(legalParagraphs('Impressum der Musterhaus GmbH', 'Impressum')).toEqual(['Impressum der Musterhaus GmbH']);
  });

  it('answers no paragraphs for an empty text', () => {
    expect(legalParagraphs(' \n\n ', 'Datenschutz')).toEqual([]);
  });
});
