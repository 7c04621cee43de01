/**
 * German notification and page texts of the clients (spec section 8), grouped by area.
 * Texts the API also sends live in ERROR_MESSAGES and are not repeated here.
 */
export const UI_MESSAGES = {
  general: {
    error: 'Ein Fehler ist aufgetreten. {0}',
    checkInternetConnection: 'Bitte überprüfen Sie Ihre Internetverbindung.',
    lostInternetConnection: 'Die Internetverbindung wurde unterbrochen.',
    internetExplorerWarning:
      'Der Internet Explorer wird nicht unterstützt. Bitte verwenden Sie einen aktuellen Browser wie Firefox, Chrome, Edge oder Safari.',
  },
  auth: {
    customerLoginFailed: 'Bitte überprüfen Sie das eingegebene Passwort und versuchen Sie es erneut.',
  },
  table: {
    itemsPerPage: 'Einträge pro Seite',
    all: 'Alle',
  },
  contactPeople: {
    loadFailed: 'Unbekannter Fehler beim Laden der Ansprechpartner.',
    addFailed: 'Unbekannter Fehler beim Hinzufügen des Ansprechpartners.',
    updateFailed: 'Unbekannter Fehler beim Aktualisieren des Ansprechpartners.',
    deleteFailed: 'Unbekannter Fehler beim Löschen des Ansprechpartners.',
    chooseImage: 'Bitte wählen Sie ein Bild aus.',
  },
  houses: {
    loadFailed: 'Unbekannter Fehler beim Laden der Häuser.',
    loadOneFailed: 'Das Haus konnte nicht geladen werden.',
    createFailed: 'Unbekannter Fehler beim Erstellen des Hauses.',
    updateFailed: 'Unbekannter Fehler beim Aktualisieren des Hauses.',
    publishFailed: 'Unbekannter Fehler beim Veröffentlichen des Hauses.',
    deleteFailed: 'Unbekannter Fehler beim Löschen des Hauses.',
    saved: 'Haus erfolgreich gespeichert',
    suggestionsLoadFailed: 'Die Hausvorschläge konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  },
  constructionStages: {
    loadFailed: 'Unbekannter Fehler beim Laden der Ausbaustufen.',
  },
  customerRequests: {
    loadFailed: 'Unbekannter Fehler beim Laden der Kundenanfragen.',
    createFailed: 'Unbekannter Fehler beim Erstellen der Kundenanfrage.',
    updateFailed: 'Unbekannter Fehler beim Aktualisieren der Kundenanfrage.',
    deleteFailed: 'Unbekannter Fehler beim Löschen der Kundenanfrage.',
    houseLoadFailed: 'Das Haus der Kundenanfrage konnte nicht geladen werden.',
    assignTemplateHouseFailed: 'Das Musterhaus konnte nicht zugewiesen werden.',
    assignCustomHouseFailed: 'Das individuelle Haus konnte nicht zugewiesen werden.',
    customHouseSaveFailed: 'Die Daten oder Dateien des individuellen Hauses konnten nicht gespeichert werden.',
    customHouseLoadFailed: 'Die individuellen 3D-Modelle und Grundrisse konnten nicht geladen werden.',
    passwordGenerationFailed: 'Das Passwort konnte nicht generiert werden.',
  },
  preview: {
    unknownError: 'Unbekannter Fehler beim Laden der Vorschau.',
    imagesLoadFailed: 'Die Bilder konnten nicht geladen werden.',
    floorPlansLoadFailed: 'Die Grundrisse konnten nicht geladen werden.',
  },
  viewer: {
    skyboxLoadFailed: 'Der Hintergrund „{0}“ konnte nicht geladen werden.',
    arUnavailable: 'Augmented Reality wird auf diesem Gerät nicht unterstützt.',
    arUsageHint:
      'Richten Sie die Kamera auf eine freie, ebene Fläche und bewegen Sie das Gerät langsam, bis das Haus erscheint.',
    doNotShowAgain: 'Nicht mehr anzeigen',
  },
  upload: {
    updatingHouse: 'Haus wird aktualisiert …',
    convertingToUsdz: 'Wird in USDZ konvertiert …',
  },
  errorPage: {
    linkNotWorking: 'Dieser Link funktioniert nicht',
    notFound: 'Diese Seite konnte nicht gefunden werden',
    defaultText: 'Ups...',
    errorInErrorPage: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten.',
    backToHome: 'Zurück zur Startseite',
    showDetails: 'Details anzeigen',
    hideDetails: 'Details ausblenden',
  },
} as const;
