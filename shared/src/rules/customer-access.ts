import { CUSTOMER_CODE_QUERY_PARAM } from '../constants/storage-keys.js';

/** Path of a customer's personal link: the public start page validates the code and asks for the password. */
export function customerLinkPath(loginCode: string): string {
  return `/?${new URLSearchParams({ [CUSTOMER_CODE_QUERY_PARAM]: loginCode })}`;
}

export interface CustomerAccessText {
  fullName: string;
  /** The absolute personal link. */
  link: string;
  loginCode: string;
  /** Left out when null: the customer keeps the password given before. */
  password: string | null;
}

/**
 * The German text that hands a customer their access: staff copy it from the release dialog, and
 * the release mail carries the same words, so both say the same thing.
 */
export function customerAccessText({ fullName, link, loginCode, password }: CustomerAccessText): string {
  return [
    `Guten Tag ${fullName},`,
    '',
    'Ihre Anfrage ist für Sie freigegeben. Unter Ihrem persönlichen Link sehen Sie Ihr Haus, die 3D-Ansicht, die Grundrisse und die gewählten Leistungen:',
    link,
    '',
    `Code: ${loginCode}`,
    password === null ? 'Passwort: das Passwort, das Sie bereits von uns erhalten haben' : `Passwort: ${password}`,
  ].join('\n');
}
