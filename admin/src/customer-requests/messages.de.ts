import { FIELD_LABELS } from '@hauskonfig/shared';
import { dashboardMessages } from '../dashboard/messages.de';

/**
 * German texts of the customer-request screens. The shared package holds the spec's texts
 * (labels, notifications, validation); only what it lacks is written here. The dashboard's texts
 * are merged in as well, because the catalogue (i18n/de.ts) takes them from this area.
 */
export const customerRequestMessages = {
  resources: {
    'customer-requests': {
      name: 'Kundenanfrage |||| Kundenanfragen',
      forcedCaseName: 'Kundenanfrage |||| Kundenanfragen',
      empty: 'Noch keine Kundenanfragen vorhanden.',
      invite: 'Möchten Sie eine Anfrage erfassen?',
      fields: {
        id: FIELD_LABELS.id,
        createdAt: 'Erstellt am',
        updatedAt: 'Geändert am',
        status: FIELD_LABELS.status,
        fullName: FIELD_LABELS.fullName,
        firstName: FIELD_LABELS.firstName,
        lastName: FIELD_LABELS.lastName,
        email: FIELD_LABELS.email,
        phoneNumber: FIELD_LABELS.phoneNumber,
        place: FIELD_LABELS.place,
        propertyNumber: FIELD_LABELS.propertyNumber,
        notes: FIELD_LABELS.notes,
        houseId: FIELD_LABELS.houseId,
        house: FIELD_LABELS.houseId,
        contactPersonId: FIELD_LABELS.contactPersonId,
        contactPerson: FIELD_LABELS.contactPersonId,
        constructionStageId: FIELD_LABELS.constructionStageId,
        constructionWorkIds: FIELD_LABELS.constructionWorkIds,
        loginCode: FIELD_LABELS.loginCode,
        credentialsGeneratedAt: 'Zugangsdaten erstellt am',
        statusHistory: 'Statusverlauf',
        actions: 'Aktionen',
      },
      action: {
        create: 'Anfrage erfassen',
        edit: 'Bearbeiten',
        delete: 'Löschen',
        show: 'Anzeigen',
        list: 'Kundenanfragen',
      },
      page: {
        list: 'Kundenanfragen',
        create: 'Neue Kundenanfrage',
        edit: 'Kundenanfrage %{recordRepresentation}',
        show: 'Kundenanfrage %{recordRepresentation}',
      },
      message: {
        delete_title: 'Kundenanfrage löschen',
        delete_content: 'Möchten Sie diese Kundenanfrage wirklich löschen?',
      },
      notifications: {
        created: 'Kundenanfrage erstellt',
        updated: 'Kundenanfrage gespeichert |||| %{smart_count} Kundenanfragen gespeichert',
        deleted: 'Kundenanfrage gelöscht |||| %{smart_count} Kundenanfragen gelöscht',
      },
    },
  },
  app: {
    customerRequests: {
      list: {
        clearSearch: 'Suche zurücksetzen',
        anyStatus: 'Alle Status',
        withoutContactPerson: 'Ohne Ansprechpartner',
        preview: 'Vorschau',
        deleteContent:
          'Möchten Sie die Anfrage von %{name} wirklich löschen? Ihr Statusverlauf, der Kundenzugang und ein individuelles Haus werden mitgelöscht.',
      },
      create: {
        hint: 'Erfassen Sie eine Anfrage, die telefonisch oder persönlich eingegangen ist. Es werden keine E-Mails versendet.',
      },
      edit: {
        title: 'Kundenanfrage: %{name}',
        backToList: 'Zur Liste',
        preview: 'Vorschau anzeigen',
        loadFailed: 'Die Kundenanfrage konnte nicht geladen werden.',
      },
      sections: {
        customerData: 'Kundendaten',
        status: 'Status und Ansprechpartner',
        house: 'Haus',
        construction: 'Ausbaustufe und Bauleistungen',
        weblink: 'Kundenzugang',
      },
      statusHistory: {
        title: 'Statusverlauf',
        changedAt: 'Zeitpunkt',
        change: 'Änderung',
        changedBy: 'Geändert von',
        visitor: 'Kunde (Online-Anfrage)',
        created: 'Angelegt als %{status}',
        empty: 'Noch keine Statusänderungen.',
      },
      house: {
        none: 'Dieser Anfrage ist noch kein Haus zugewiesen.',
        current: 'Angezeigtes Haus',
        sourceTemplate: 'Vorlage: %{name}',
        templateSelect: 'Musterhaus',
        noOptions: 'Keine Musterhäuser gefunden',
        assignTemplate: 'Musterhaus zuweisen',
        createCustom: 'Individuelles Haus aus Vorlage erstellen',
        assignTemplateTitle: 'Musterhaus zuweisen?',
        assignTemplateContent:
          'Die Anfrage zeigt danach das Musterhaus „%{template}“. Das individuelle Haus „%{house}“ wird dabei mit allen Bildern, Grundrissen und 3D-Modellen endgültig gelöscht.',
        createCustomTitle: 'Individuelles Haus erstellen?',
        createCustomContent:
          'Vom Musterhaus „%{template}“ wird eine eigene Kopie für diese Anfrage angelegt: Daten, Bilder, Grundrisse und 3D-Modelle werden kopiert. Änderungen daran betreffen nur diese Anfrage. Wird später wieder ein Musterhaus zugewiesen, wird das individuelle Haus gelöscht.',
        createEmptyCustomContent:
          'Es ist kein Musterhaus gewählt: Für diese Anfrage wird ein leeres individuelles Haus mit dem Namen des Kunden angelegt. Wird später ein Musterhaus zugewiesen, wird das individuelle Haus gelöscht.',
        assigned: 'Musterhaus zugewiesen',
        customCreated: 'Individuelles Haus erstellt',
        customNote:
          'Bilder, Grundrisse und 3D-Modelle dieses individuellen Hauses gehören nur zu dieser Anfrage. Änderungen werden mit „Dateien speichern“ übernommen, unabhängig vom Speichern der Anfrage.',
        saveFiles: 'Dateien speichern',
        filesSaved: 'Dateien des individuellen Hauses gespeichert',
        models: '3D-Modelle',
        noModels: 'Keine 3D-Modelle vorhanden.',
        noPlans: 'Keine Bilder vorhanden.',
        standard: 'Standard',
        openImage: '%{type} %{number} in voller Größe öffnen',
        reload: 'Neu laden',
      },
      construction: {
        noStage: 'Keine Ausbaustufe',
        stageHint:
          'Die Wahl einer Ausbaustufe wählt ihre Bauleistungen und die der darin enthaltenen Ausbaustufen aus. Einzelne Leistungen können danach an- oder abgewählt werden.',
        includes: 'enthält %{name}',
        noWorks: 'Für diese Ausbaustufe sind keine Bauleistungen hinterlegt.',
        selectedCount: '%{smart_count} Bauleistung gewählt |||| %{smart_count} Bauleistungen gewählt',
      },
      weblink: {
        link: 'Kundenlink',
        code: 'Code',
        copyLink: 'Link kopieren',
        copyCode: 'Code kopieren',
        copied: 'In die Zwischenablage kopiert',
        copyFailed: 'Das Kopieren ist fehlgeschlagen. Bitte markieren und kopieren Sie den Text selbst.',
        none: 'Für diese Anfrage gibt es noch keinen Kundenzugang.',
        generatedAt: 'Passwort zuletzt erstellt am %{date}',
        create: 'Zugangsdaten erstellen',
        regenerate: 'Neues Passwort generieren',
        createTitle: 'Zugangsdaten erstellen?',
        createContent:
          'Es werden ein sechsstelliger Code und ein Passwort für den Kunden erstellt. Das Passwort wird nur ein einziges Mal angezeigt.',
        regenerateTitle: 'Neues Passwort generieren?',
        regenerateContent:
          'Das bisherige Passwort des Kunden funktioniert danach nicht mehr und er wird abgemeldet. Teilen Sie ihm das neue Passwort mit; es wird nur ein einziges Mal angezeigt.',
        passwordTitle: 'Neues Passwort',
        password: 'Passwort',
        copyPassword: 'Passwort kopieren',
        passwordOnce:
          'Das Passwort wird nur jetzt angezeigt. Kopieren oder notieren Sie es, bevor Sie dieses Fenster schließen.',
        generated: 'Zugangsdaten erstellt',
      },
      preview: {
        title: 'Vorschau: %{name}',
        intro: 'So sieht der Kunde seine freigegebene Anfrage.',
        backToEdit: 'Zurück zur Anfrage',
        unavailable: 'Vorschau nicht verfügbar',
        personalData: 'Persönliche Daten',
        house: 'Haus',
        noHouse: 'Der Anfrage ist kein Haus zugewiesen.',
        construction: 'Ausbaustufe und Bauleistungen',
        noStage: 'Es ist keine Ausbaustufe gewählt.',
        noWorks: 'Es sind keine Bauleistungen gewählt.',
        otherWorks: 'Weitere Bauleistungen',
        contactPerson: 'Ihr Ansprechpartner',
        noContactPerson: 'Der Anfrage ist kein Ansprechpartner zugewiesen.',
        photo: 'Foto von %{name}',
        thumbnail: 'Vorschaubild von %{name}',
      },
    },
    dashboard: dashboardMessages,
  },
};
