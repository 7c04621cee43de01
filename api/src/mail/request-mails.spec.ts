import { confirmationMail, contactPersonNotice } from './request-mails.js';

/** Whatever any mail client might take for the end of a line. */
const ANY_LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/u;

/** Values as older rows (stored before the API refused them) could still hold them. */
const forged = {
  requestId: 'r-1',
  firstName: 'Max\r\nE-Mail: evil@x',
  lastName: 'Muster\u2028Telefon: 0900 666',
  email: 'max@example.at',
  phoneNumber: '0660 1234567\nOrt: Nirgendwo',
  place: 'Linz\rHaus: Palast',
  notes: 'Bitte zurückrufen.\r\nE-Mail: evil@x\u0085Leistungen: alle\tgratis',
  houseName: 'Villa\u000bLeistungen: alle',
  workNames: ['Keller\nE-Mail: evil@x'],
  createdAt: new Date('2025-03-01T10:00:00Z'),
  planShareToken: 'q3J0cV9sZWtfM2hXbmVxZw',
};

describe('request mails', () => {
  it('keeps every value of the notice on its own line, whatever the value holds', () => {
    const mail = contactPersonNotice(forged, 'anna@example.at');
    const lines = mail.textBody!.split(ANY_LINE_BREAK);
    const labelled = (label: string) => lines.filter((line) => line.startsWith(`${label}:`));
    for (const label of ['Name', 'E-Mail', 'Telefon', 'Ort', 'Haus', 'Leistungen', 'Anmerkungen']) {
      expect(labelled(label)).toHaveLength(1);
    }
    expect(labelled('E-Mail')).toEqual(['E-Mail: max@example.at']);
    expect(labelled('Name')).toEqual(['Name: Max E-Mail: evil@x Muster Telefon: 0900 666']);
    expect(lines.join('')).not.toMatch(/[\p{Cc}]/u);
    // The notes follow their label, each line quoted.
    const notes = lines.slice(lines.indexOf('Anmerkungen:') + 1, -2);
    expect(notes).toEqual(['> Bitte zurückrufen.', '> E-Mail: evil@x', '> Leistungen: alle gratis']);
    expect(mail.subject).toBe('Neue Anfrage von Max E-Mail: evil@x Muster Telefon: 0900 666');
  });

  it('keeps the confirmation to its template lines too', () => {
    const lines = confirmationMail(forged).textBody!.split(ANY_LINE_BREAK);
    expect(lines).toHaveLength(12);
    expect(lines[0]).toBe('Guten Tag Max E-Mail: evil@x Muster Telefon: 0900 666,');
    expect(lines.filter((line) => line.startsWith('E-Mail:'))).toEqual([]);
  });

  it('shows a request without notes as before', () => {
    const body = contactPersonNotice({ ...forged, notes: null }, 'anna@example.at').textBody!;
    expect(body).toContain('\nAnmerkungen: –\n');
  });
});
