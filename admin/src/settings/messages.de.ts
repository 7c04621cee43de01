import { FIELD_LABELS } from '@hauskonfig/shared';

/** German texts of the settings page (`app.settings.*`). */
export const settingsMessages = {
  app: {
    settings: {
      loadFailed: 'Die Einstellungen konnten nicht geladen werden.',
      saved: 'Einstellungen gespeichert',
      saveFailed: 'Die Einstellungen konnten nicht gespeichert werden.',
      sections: {
        brand: 'Marke',
        images: 'Logo und Startbild',
        legal: 'Impressum und Datenschutz',
        requests: 'Neue Anfragen',
      },
      fields: {
        vendorName: FIELD_LABELS.vendorName,
        primaryColor: FIELD_LABELS.primaryColor,
        websiteUrl: FIELD_LABELS.websiteUrl,
        imprintText: FIELD_LABELS.imprintText,
        privacyText: FIELD_LABELS.privacyText,
        defaultContactPersonId: FIELD_LABELS.defaultContactPersonId,
      },
      hints: {
        vendorName: 'Steht in der Kopfzeile der Website, solange kein Logo hinterlegt ist.',
        websiteUrl:
          'Ihre eigene Website, Ziel des Links zurück auf jeder Seite. Leer lassen, um den Link auszublenden.',
        primaryColor: 'Farbe der Schaltflächen und Hervorhebungen der Website, im Format #rrggbb.',
        legalText:
          'Reiner Text; Absätze durch eine Leerzeile trennen. Leer: Die Website weist darauf hin, dass er fehlt.',
      },
      color: {
        picker: 'Farbe auswählen',
        preview: 'Vorschau der Hauptfarbe',
        sampleButton: 'Anfrage senden',
        contrast: 'Kontrast mit weißer Schrift: %{ratio}:1',
        lowContrast:
          'Weiße Schrift erreicht auf dieser Farbe nur %{ratio}:1. Für gut lesbare Schaltflächen sind mindestens 4,5:1 nötig; bitte wählen Sie eine dunklere Farbe.',
      },
      images: {
        undoRemove: 'Rückgängig',
        chooseImage: 'Bitte wählen Sie ein Bild im Format JPEG, PNG, WebP, AVIF oder GIF.',
        replaceHint: 'Ein neues Bild ersetzt beim Speichern das aktuelle.',
        logo: {
          label: 'Logo',
          hint: 'Steht in der Kopfzeile jeder Seite. Ohne Logo steht dort der Name des Anbieters.',
          current: 'Aktuelles Logo',
          none: 'Kein Logo hinterlegt.',
          remove: 'Logo entfernen',
          removed: 'Das Logo wird beim Speichern entfernt.',
        },
        heroImage: {
          label: 'Startbild',
          hint: 'Großes Bild oben auf der Startseite, am besten 1600 × 900 Pixel. Ohne Bild zeigt sie nur Text.',
          current: 'Aktuelles Startbild',
          none: 'Kein Startbild hinterlegt.',
          remove: 'Startbild entfernen',
          removed: 'Das Startbild wird beim Speichern entfernt.',
        },
      },
      privacy: {
        version: 'Aktuelle Fassung: %{version}',
        versionHint:
          'Wer eine Anfrage sendet, stimmt der aktuellen Fassung zu. Wird ein geänderter Text gespeichert, entsteht eine neue Fassung, und neue Anfragen brauchen die Zustimmung zu ihr.',
        changed: 'Der Text ist geändert: Beim Speichern entsteht Fassung %{version}.',
      },
      contactPerson: {
        none: 'Keiner (faire Verteilung)',
        unpublished: '%{name} (nicht veröffentlicht)',
        unlisted: 'Gespeicherter Ansprechpartner',
        rule: 'Eine neue Anfrage erhält den Ansprechpartner ihres Hauses; hat das Haus keinen, diesen Standard-Ansprechpartner; ist keiner gewählt, reihum einen der veröffentlichten Ansprechpartner. Nicht veröffentlichte werden übergangen.',
      },
    },
  },
};
