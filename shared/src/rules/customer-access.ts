import { CUSTOMER_CODE_QUERY_PARAM } from '../constants/storage-keys.js';

/** Path of a customer's personal link: the public start page validates the code and asks for the password. */
export function customerLinkPath(loginCode: string): string {
  return `/?${new URLSearchParams({ [CUSTOMER_CODE_QUERY_PARAM]: loginCode })}`;
}

/** Who signs the access text: the request's contact person and the vendor. */
export interface AccessTextSender {
  /** null: no one is assigned yet, the vendor signs alone. */
  contactPerson: { name: string; phoneNumber: string; email: string } | null;
  vendorName: string;
}

export interface CustomerAccessText {
  fullName: string;
  /** The absolute personal link. */
  link: string;
  loginCode: string;
  /** Left out when null: the customer keeps the password given before. */
  password: string | null;
  sender: AccessTextSender;
}

/** The closing lines: whom to ask and how, and the signature. */
function signature({ contactPerson, vendorName }: AccessTextSender): string[] {
  if (!contactPerson) return ['Mit freundlichen Grüßen', vendorName];
  return [
    `Bei Fragen erreichen Sie mich unter ${contactPerson.phoneNumber} oder ${contactPerson.email}.`,
    '',
    'Mit freundlichen Grüßen',
    contactPerson.name,
    vendorName,
  ];
}

/**
 * The German text that hands a customer their access: staff copy it from the release dialog, and
 * the release mail carries the same words, so both say the same thing, down to the signature of
 * the contact person who looks after the request.
 */
export function customerAccessText({ fullName, link, loginCode, password, sender }: CustomerAccessText): string {
  return [
    `Guten Tag ${fullName},`,
    '',
    'Ihre Anfrage ist für Sie freigegeben. Unter Ihrem persönlichen Link sehen Sie Ihr Haus, die 3D-Ansicht, die Grundrisse und die gewählten Leistungen:',
    link,
    '',
    `Code: ${loginCode}`,
    password === null ? 'Passwort: das Passwort, das Sie bereits von uns erhalten haben' : `Passwort: ${password}`,
    '',
    ...signature(sender),
  ].join('\n');
}
