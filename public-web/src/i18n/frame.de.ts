/** German texts of the site's frame: header, footer, legal pages and the house not found. */
export const frameDe = {
  logoAlt: (vendorName: string) => `${vendorName} – zur Startseite`,
  backToVendorSite: (vendorName: string) => `Zur Website von ${vendorName}`,
  footerNavigation: 'Rechtliches',
  copyright: (year: number, vendorName: string) => `© ${year} ${vendorName}`,
  imprint: 'Impressum',
  privacy: 'Datenschutz',
  privacyTitle: 'Datenschutzerklärung',
  legalBack: 'Zurück',
  legalLoading: 'Text wird geladen',
  backToCatalogue: 'Zurück zur Auswahl',
  houseNotFound: {
    title: 'Dieses Haus gibt es nicht (mehr)',
    text: 'Vielleicht wurde es aus unserem Katalog genommen, oder der Link ist unvollständig. In unserem Katalog finden Sie alle Musterhäuser, die wir derzeit anbieten.',
    toCatalogue: 'Zu den Musterhäusern',
  },
  hero: {
    alt: (vendorName: string) => `Ein Musterhaus von ${vendorName}`,
  },
} as const;
