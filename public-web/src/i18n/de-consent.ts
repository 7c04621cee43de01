/** German texts of the consent to the privacy text on the request form. */
export const deConsent = {
  label:
    'Ich habe die Datenschutzerklärung gelesen und stimme der Verarbeitung meiner Daten zur Bearbeitung meiner Anfrage zu.',
  read: 'Datenschutzerklärung lesen',
  openPage: 'Als eigene Seite öffnen',
  dialogTitle: 'Datenschutzerklärung',
  loading: 'Die Datenschutzerklärung wird geladen …',
  given: 'Sie haben der Datenschutzerklärung zugestimmt.',
} as const;
