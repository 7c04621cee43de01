/** German texts of the contact person who takes a sent request. */
export const deContact = {
  successTitle: 'Ihr Ansprechpartner',
  successPromise: (name: string) =>
    `${name} meldet sich innerhalb der nächsten Arbeitswoche bei Ihnen – telefonisch oder per E-Mail –, um ein erstes unverbindliches Gespräch zu vereinbaren.`,
} as const;
