import {
  CONVERSION_STATUS_LABELS,
  ConversionStatus,
  FIELD_LABELS,
  IMAGE_TYPE_LABELS,
  ImageType,
  UI_MESSAGES,
} from '@hauskonfig/shared';

/**
 * German texts of the template-house screens. Field labels come from the shared FIELD_LABELS;
 * react-admin asks for every `resources.template-houses.*` key below, so all of them exist.
 */
export const templateHouseMessages = {
  resources: {
    'template-houses': {
      name: 'Haus |||| Häuser',
      forcedCaseName: 'Haus |||| Häuser',
      empty: 'Noch keine Häuser vorhanden.',
      invite: 'Möchten Sie ein Haus anlegen?',
      fields: {
        name: FIELD_LABELS.name,
        propertyShape: FIELD_LABELS.propertyShape,
        constructionMethod: FIELD_LABELS.constructionMethod,
        roofShape: FIELD_LABELS.roofShape,
        sizeInSqm: FIELD_LABELS.sizeInSqm,
        contactPersonId: FIELD_LABELS.contactPersonId,
        propertyNumber: FIELD_LABELS.propertyNumber,
        location: FIELD_LABELS.location,
        published: FIELD_LABELS.published,
        q: FIELD_LABELS.q,
        houseViewCount: FIELD_LABELS.houseViewIds,
        referenceImageCount: IMAGE_TYPE_LABELS[ImageType.REFERENCES],
      },
      page: {
        list: 'Häuser',
        create: 'Neues Haus',
        edit: 'Haus „%{recordRepresentation}“',
        show: 'Haus „%{recordRepresentation}“',
      },
      action: {
        create: 'Erstellen',
        edit: 'Bearbeiten',
        list: 'Zurück zur Liste',
        show: 'Anzeigen',
        delete: 'Löschen',
      },
      notifications: {
        created: UI_MESSAGES.houses.saved,
        updated: UI_MESSAGES.houses.saved,
        deleted: 'Das Haus wurde gelöscht.',
      },
      notification: {
        offline: 'Keine Verbindung. Die Häuser konnten nicht geladen werden.',
      },
    },
  },
  app: {
    templateHouses: {
      list: {
        actions: 'Aktionen',
      },
      form: {
        houseData: 'Hausdaten',
        files: 'Bilder und Grundrisse',
      },
      stagePrices: {
        title: 'Richtpreise nach Ausbaustufe',
        intro:
          'Was das Haus in der jeweiligen Ausbaustufe kostet, in Euro inkl. USt. (z. B. 289000 oder 289000,50). Der niedrigste Preis steht im Katalog als „ab … €“.',
        empty: 'leer = Preis auf Anfrage',
        loadFailed: 'Die Ausbaustufen konnten nicht geladen werden.',
        none: 'Es sind keine Ausbaustufen angelegt.',
      },
      images: {
        choose: '%{label} auswählen',
        markForDeletion: 'Zum Löschen vormerken',
        markedForDeletion: 'Wird gelöscht',
        replaced: 'Wird ersetzt',
        discard: 'Auswahl entfernen',
        new: 'Neu',
        none: 'Noch keine Bilder',
        loadFailed: 'Das Bild konnte nicht geladen werden.',
      },
      views: {
        add: '3D-Modell hinzufügen',
        name: 'Name des 3D-Modells',
        newModel: 'Neues 3D-Modell',
        chooseFile: 'GLB-Datei auswählen',
        replaceFile: 'Datei ersetzen',
        selectedFile: 'Neue Datei: %{name}',
        download: 'Herunterladen',
        downloadGlb: 'GLB herunterladen',
        downloadUsdz: 'USDZ herunterladen',
        glbSizes: 'GLB: %{optimized} (hochgeladen %{original})',
        glbSize: 'GLB: %{original}',
        usdzSize: 'USDZ: %{size}',
        discard: 'Entfernen',
        none: 'Noch keine 3D-Modelle',
        loadFailed: 'Die 3D-Modelle konnten nicht geladen werden.',
        retry: 'Erneut konvertieren',
        retryQueued: 'Das 3D-Modell wird erneut konvertiert.',
        retryFailed: 'Die Konvertierung konnte nicht erneut gestartet werden.',
        failedReason: 'Grund: %{reason}',
        report: {
          title: 'Modellbericht',
          triangles: '%{count} Dreieck |||| %{count} Dreiecke',
          meshes: '%{count} Netz |||| %{count} Netze',
          materials: '%{count} Material |||| %{count} Materialien',
          textures: '%{count} Textur |||| %{count} Texturen',
          texture: '%{name}: %{width} × %{height} px, %{format}, %{size}',
          arTriangles: 'AR-Datei: %{count} Dreieck |||| AR-Datei: %{count} Dreiecke',
          arSimplified: 'AR-Datei: vereinfacht auf %{count} von %{from} Dreiecken',
          noAr: 'Keine AR-Datei',
        },
      },
      upload: {
        total: 'Gesamtfortschritt',
        showDetails: UI_MESSAGES.errorPage.showDetails,
        hideDetails: UI_MESSAGES.errorPage.hideDetails,
        waiting: 'Wartet',
        done: 'Fertig',
        failed: CONVERSION_STATUS_LABELS[ConversionStatus.FAILED],
        continueInBackground: 'Im Hintergrund fortsetzen',
      },
      delete: {
        title: 'Haus „%{name}“ löschen',
        usageLoading: 'Verwendung wird geprüft …',
        usageFailed: 'Ob Kundenanfragen das Haus verwenden, konnte nicht geprüft werden.',
        inUse:
          'Dieses Haus wird noch von einer Kundenanfrage verwendet. Es kann erst gelöscht werden, wenn ihr ein anderes Haus zugeordnet ist. |||| Dieses Haus wird noch von %{smart_count} Kundenanfragen verwendet. Es kann erst gelöscht werden, wenn ihnen ein anderes Haus zugeordnet ist.',
        requests: 'Kundenanfragen',
      },
      publish: {
        promptTitle: 'Haus veröffentlichen?',
        promptText: 'Alle erforderlichen Daten sind vorhanden. Soll das Haus jetzt im Katalog erscheinen?',
        now: 'Jetzt veröffentlichen',
        later: 'Später',
        publish: FIELD_LABELS.publishHouse,
        withdraw: 'Veröffentlichung zurückziehen',
        withdrawTitle: 'Veröffentlichung von „%{name}“ zurückziehen?',
        withdrawText:
          'Kunden sehen das Haus „%{name}“ dann nicht mehr im Katalog. Sie können es später wieder veröffentlichen.',
        published: 'Das Haus wurde veröffentlicht.',
        withdrawn: 'Die Veröffentlichung wurde zurückgezogen.',
        statusPublished: FIELD_LABELS.published,
        statusDraft: 'Nicht veröffentlicht',
        missingTitle: 'Für die Veröffentlichung fehlt noch:',
      },
    },
  },
};
