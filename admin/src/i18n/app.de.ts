/** Texts of the admin shell: title, navigation, shared notices. */
export const appMessages = {
  title: 'Verwaltung',
  /** The retry after a failed load. */
  reload: 'Erneut laden',
  /** The browser tab of an admin page. */
  pageTitle: '%{page} – Verwaltung',
  navigation: {
    customerRequests: 'Kundenanfragen',
    houses: 'Häuser',
    contactPeople: 'Ansprechpartner',
    prices: 'Preise',
    overview: 'Übersicht',
    settings: 'Einstellungen',
    dataProtection: 'Datenschutz',
  },
  account: {
    logoutEverywhere: 'Überall abmelden',
    queueBoard: 'Warteschlangen (neuer Tab)',
    queueBoardFailed: 'Die Warteschlangen konnten nicht geöffnet werden.',
    signedInAs: 'Angemeldet als %{name}',
  },
  lists: {
    published: 'Veröffentlicht',
    unpublished: 'Nicht veröffentlicht',
    modelCount: '%{smart_count} 3D-Modell |||| %{smart_count} 3D-Modelle',
  },
  notification: {
    offline: 'Die Internetverbindung wurde unterbrochen.',
    online: 'Die Internetverbindung ist wieder da.',
  },
  viewer: {
    preview: '3D-Vorschau',
    previewTitle: '3D-Vorschau: %{name}',
    loading: '3D-Ansicht wird geladen …',
    noModels: 'Für dieses Haus gibt es noch kein 3D-Modell.',
  },
};
