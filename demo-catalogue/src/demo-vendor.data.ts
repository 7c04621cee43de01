import { RETENTION_DEFAULT_DAYS, SAVED_PLAN_DEFAULT_DAYS } from '@hauskonfig/shared';
import type { PortraitLook } from './portrait-drawing.js';

/** The fictional vendor of the demo: every name, number and address here is made up. */
export const DEMO_VENDOR = {
  vendorName: 'Musterhaus Fertigbau GmbH',
  primaryColor: '#c0392b',
  websiteUrl: 'https://www.musterhaus-fertigbau.example',
  imprintText: [
    'Musterhaus Fertigbau GmbH',
    'Musterstraße 12\n4020 Linz\nÖsterreich',
    'Telefon: +43 732 900 100\nE-Mail: office@musterhaus-fertigbau.example',
    'Unternehmensgegenstand: Planung, Herstellung und Errichtung von Fertighäusern in Massiv- und Holzbauweise\nRechtsform: Gesellschaft mit beschränkter Haftung\nFirmensitz: Linz\nFirmenbuchnummer: FN 123456x\nFirmenbuchgericht: Landesgericht Linz\nUID-Nummer: ATU00000000\nGeschäftsführung: Martina Beispiel, Stefan Muster',
    'Mitglied der Wirtschaftskammer Oberösterreich, Landesinnung Bau\nGewerbebehörde: Magistrat der Landeshauptstadt Linz\nAnwendbare Rechtsvorschrift: Gewerbeordnung (www.ris.bka.gv.at)',
    'Offenlegung gemäß § 25 Mediengesetz: Medieninhaberin ist die Musterhaus Fertigbau GmbH. Die Website informiert über die Häuser und Leistungen des Unternehmens.',
    'Hinweis: Dies ist ein Demonstrationsanbieter. Alle Angaben sind frei erfunden.',
  ].join('\n\n'),
  privacyText: [
    'Datenschutzerklärung',
    'Verantwortlich für die Verarbeitung Ihrer Daten ist die Musterhaus Fertigbau GmbH, Musterstraße 12, 4020 Linz, E-Mail: datenschutz@musterhaus-fertigbau.example.',
    'Welche Daten wir verarbeiten: Wenn Sie eine unverbindliche Anfrage senden, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse und Telefonnummer, freiwillig angegebene Daten zu Ort, Grundstück und Anmerkungen sowie das gewählte Haus, die Ausbaustufe und die Leistungen.',
    'Zweck und Rechtsgrundlage: Wir verwenden diese Daten, um Ihre Anfrage zu bearbeiten, Sie zu beraten und Ihnen ein Angebot zu erstellen (Art. 6 Abs. 1 lit. b DSGVO, vorvertragliche Maßnahmen). Ihre Zustimmung zu dieser Erklärung speichern wir mit Zeitpunkt und Fassung (Art. 7 Abs. 1 DSGVO).',
    `Gespeicherte Planung: Speichern Sie Ihre Planung, bewahren wir sie mit den eingegebenen Daten unter einem sechsstelligen Code auf. Der Code öffnet sie ${SAVED_PLAN_DEFAULT_DAYS} Tage nach der letzten Speicherung; ${RETENTION_DEFAULT_DAYS.savedPlanRetentionDays} Tage nach der letzten Speicherung wird sie gelöscht.`,
    `Speicherdauer: Anfragen bewahren wir auf, solange es für die Beratung und ein mögliches Vertragsverhältnis nötig ist, und darüber hinaus nur, soweit gesetzliche Aufbewahrungspflichten bestehen. Abgelehnte oder archivierte Anfragen löschen wir ${RETENTION_DEFAULT_DAYS.closedRequestRetentionDays} Tage nach ihrer letzten Bearbeitung, Kopien versendeter E-Mails ${RETENTION_DEFAULT_DAYS.sentMailRetentionDays} Tage nach dem Versand.`,
    'Cookies und lokaler Speicher: Die Website speichert Ihre Auswahl (Filter, Planung) in Ihrem Browser, damit sie beim nächsten Besuch erhalten bleibt. Es werden keine Cookies zu Werbe- oder Analysezwecken verwendet.',
    'Empfänger: Ihre Daten erhalten nur die zuständigen Mitarbeiterinnen und Mitarbeiter sowie unser Hosting-Dienstleister, der sie in unserem Auftrag verarbeitet (Art. 28 DSGVO).',
    'Ihre Rechte: Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Wenden Sie sich dazu an die oben genannte Adresse. Sie können sich außerdem bei der Datenschutzbehörde beschweren (www.dsb.gv.at).',
  ].join('\n\n'),
} as const;

export interface DemoContactPerson {
  name: string;
  email: string;
  phoneNumber: string;
  look: PortraitLook;
  /** Demo houses this person looks after; the other houses go to the rotation. */
  houseNames: string[];
}

/** Three published contact people; four demo houses have none, so the rotation shows too. */
export const DEMO_CONTACT_PEOPLE: DemoContactPerson[] = [
  {
    name: 'Katharina Leitner',
    email: 'katharina.leitner@musterhaus-fertigbau.example',
    phoneNumber: '+43 732 900 111',
    look: {
      background: '#f3d9c6',
      skin: '#f1c6a2',
      hair: '#6b3f24',
      hairStyle: 'long',
      shirt: '#2f6f8f',
      glasses: false,
    },
    houseNames: ['Stadtvilla Linz', 'Landhaus Mühlviertel', 'Haus Traunblick'],
  },
  {
    name: 'Thomas Hofer',
    email: 'thomas.hofer@musterhaus-fertigbau.example',
    phoneNumber: '+43 732 900 112',
    look: {
      background: '#d5e6d3',
      skin: '#d9a57c',
      hair: '#2e2a26',
      hairStyle: 'short',
      shirt: '#5b6770',
      glasses: true,
    },
    houseNames: ['Bungalow Seeblick', 'Haus Sonnenhang', 'Pulthaus Kubus'],
  },
  {
    name: 'Sabine Gruber',
    email: 'sabine.gruber@musterhaus-fertigbau.example',
    phoneNumber: '+43 732 900 113',
    look: {
      background: '#dcd6ee',
      skin: '#8d5b3e',
      hair: '#1f1a17',
      hairStyle: 'bun',
      shirt: '#a23e48',
      glasses: false,
    },
    houseNames: ['Haus Waldrand', 'Familienhaus Wiesengrund'],
  },
];
