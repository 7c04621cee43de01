export enum Role {
  ROLE_CONTACT_PERSON = 'ROLE_CONTACT_PERSON',
  ROLE_CUSTOMER = 'ROLE_CUSTOMER',
}

export const ROLE_LABELS: Record<Role, string> = {
  [Role.ROLE_CONTACT_PERSON]: 'Ansprechpartner',
  [Role.ROLE_CUSTOMER]: 'Kunde',
};
