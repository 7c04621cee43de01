/** Texts of the admin shell: title, navigation, shared notices. */
export const appMessages = {
  title: 'Verwaltung',
  navigation: {
    customerRequests: 'Kundenanfragen',
    houses: 'Häuser',
    contactPeople: 'Ansprechpartner',
  },
  notification: {
    offline: 'Die Internetverbindung wurde unterbrochen.',
    online: 'Die Internetverbindung ist wieder da.',
  },
};
