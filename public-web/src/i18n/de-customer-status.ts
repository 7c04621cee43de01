import { CUSTOMER_AREA_TEXTS } from '@hauskonfig/shared';

/** German texts of the customer area when the request is not released (yet) or cannot be shown. */
export const deCustomerStatus = {
  inProgressTitle: 'Ihre Anfrage wird gerade bearbeitet',
  inProgressText:
    'Sobald Ihr Ansprechpartner Ihre Planung für Sie freigegeben hat, sehen Sie hier Ihr Haus, die 3D-Ansicht, die Grundrisse und die gewählten Leistungen. Bei Fragen erreichen Sie Ihren Ansprechpartner direkt.',
  status: (label: string) => `Status: ${label}`,
  contactTitle: CUSTOMER_AREA_TEXTS.contactTitle,
  noContact: CUSTOMER_AREA_TEXTS.noContact,
} as const;
