import { FIRST_VIEW_TEXTS } from './first-view-texts.de.js';

/**
 * The customer area's words (the public site's `/` for a logged-in customer): the admin's preview
 * of a released request shows the same, so staff see what the customer sees.
 */
export const CUSTOMER_AREA_TEXTS = {
  title: (firstName: string) => `Ihre Planung, ${firstName}`,
  intro: 'Hier sehen Sie den aktuellen Stand Ihres Hauses, den Ihr Ansprechpartner für Sie freigegeben hat.',
  status: 'Status',
  requestedOn: 'Angefragt am',
  house: 'Ihr Haus',
  view3d: '3D-Ansicht',
  facts: 'Eckdaten',
  floorPlans: 'Grundrisse',
  stage: 'Ausbaustufe',
  works: 'Gewählte Bauleistungen',
  noWorks: 'Noch keine Bauleistungen gewählt.',
  noHouse: 'Ihrer Anfrage ist noch kein Haus zugeordnet.',
  personalData: 'Ihre Daten',
  contactTitle: 'Ihr Ansprechpartner',
  noContact: 'Ihr Ansprechpartner wird Ihnen in Kürze zugeteilt und meldet sich bei Ihnen.',
  sentPlanTitle: 'Ihre Planung wie gesendet',
  sentPlanIntro: (date: string) => `So haben Sie Ihre Planung am ${date} gesendet.`,
  /** The house's key data (public house pages show them too). */
  factLabels: {
    livingArea: FIRST_VIEW_TEXTS.livingArea,
    propertyShape: 'Grundstücksform',
    constructionMethod: 'Bauweise',
    roofShape: 'Dachform',
    location: 'Katastralgemeinde',
    propertyNumber: 'Grundstücksnummer',
  },
  /** The customer's own data, as the request form named them. */
  personalLabels: {
    firstname: 'Vorname',
    lastname: 'Nachname',
    email: 'E-Mail-Adresse',
    phoneNumber: 'Telefonnummer',
    place: 'Ort des Grundstücks',
    propertyNumber: 'Grundstücksnummer',
    notes: 'Anmerkungen',
  },
} as const;
