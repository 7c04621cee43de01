/**
 * Texts of the first views the server draws into the public index.html before the app's code has
 * run; the app shows the same ones, so nothing changes when it takes over.
 */
export const FIRST_VIEW_TEXTS = {
  configureTitle: 'Musterhaus auswählen',
  configureIntro: 'Filtern Sie unsere Musterhäuser und wählen Sie eines als Grundlage für Ihre Planung.',
  livingArea: 'Wohnfläche',
} as const;
