import { FOLLOW_UP_PROMISE, customerAccessText, formatDateTime, type AccessTextSender } from '@hauskonfig/shared';
import { SECRET_PLACEHOLDER, type MailOutbox } from './mail-outbox.entity.js';
import { oneLine, quotedLines } from './mail-text.js';

interface RequestMailInput {
  requestId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  place: string | null;
  notes: string | null;
  houseName: string | null;
  workNames: string[];
  createdAt: Date;
  /** The plan as sent; the confirmation carries its PDF. */
  planShareToken: string;
}

/** The visitor's values as the mails show them, each confined to its own line. */
function mailValues(input: RequestMailInput) {
  return {
    name: oneLine(`${input.firstName} ${input.lastName}`),
    email: oneLine(input.email),
    phone: oneLine(input.phoneNumber),
    place: input.place === null ? '–' : oneLine(input.place),
    house: input.houseName === null ? 'ohne Musterhaus' : oneLine(input.houseName),
    works: input.workNames.length ? input.workNames.map(oneLine).join(', ') : 'keine',
  };
}

/** The visitor's confirmation: what was sent, and the follow-up promise. */
export function confirmationMail(input: RequestMailInput): Partial<MailOutbox> {
  const values = mailValues(input);
  return {
    toAddress: input.email,
    subject: 'Ihre unverbindliche Anfrage',
    template: 'request-confirmation',
    customerRequestId: input.requestId,
    planShareToken: input.planShareToken,
    textBody: [
      `Guten Tag ${values.name},`,
      '',
      'vielen Dank für Ihre unverbindliche Anfrage.',
      FOLLOW_UP_PROMISE,
      '',
      `Haus: ${values.house}`,
      `Gewählte Leistungen: ${values.works}`,
      '',
      'Ihre Hausplanung mit Richtpreis und Finanzierungsbeispiel finden Sie im Anhang (PDF).',
      '',
      'Mit freundlichen Grüßen',
      'Ihr Fertighaus-Team',
    ].join('\n'),
  };
}

/** The contact person's notice of a new request; the visitor's notes are quoted below their label. */
export function contactPersonNotice(input: RequestMailInput, to: string): Partial<MailOutbox> {
  const values = mailValues(input);
  return {
    toAddress: to,
    subject: `Neue Anfrage von ${values.name}`,
    template: 'request-notice',
    customerRequestId: input.requestId,
    textBody: [
      `Neue unverbindliche Anfrage vom ${formatDateTime(input.createdAt)}:`,
      '',
      `Name: ${values.name}`,
      `E-Mail: ${values.email}`,
      `Telefon: ${values.phone}`,
      `Ort: ${values.place}`,
      `Haus: ${values.house}`,
      `Leistungen: ${values.works}`,
      ...(input.notes === null ? ['Anmerkungen: –'] : ['Anmerkungen:', ...quotedLines(input.notes)]),
      '',
      'Bitte melden Sie sich innerhalb der nächsten Arbeitswoche.',
    ].join('\n'),
  };
}

interface ReleaseMailInput {
  requestId: string;
  fullName: string;
  email: string;
  link: string;
  loginCode: string;
  /** Whether the mail carries the new password (as the outbox row's secret). */
  withPassword: boolean;
  sender: AccessTextSender;
}

/** The sender's values, each confined to its own line. */
const oneLineSender = ({ contactPerson, vendorName }: AccessTextSender): AccessTextSender => ({
  contactPerson: contactPerson && {
    name: oneLine(contactPerson.name),
    phoneNumber: oneLine(contactPerson.phoneNumber),
    email: oneLine(contactPerson.email),
  },
  vendorName: oneLine(vendorName),
});

/**
 * The customer's access after staff released the request, signed by its contact person; the
 * password only when staff ticked it.
 */
export function releaseMail(input: ReleaseMailInput): Partial<MailOutbox> {
  return {
    toAddress: input.email,
    subject: 'Ihre Anfrage ist freigegeben',
    template: 'request-release',
    customerRequestId: input.requestId,
    textBody: customerAccessText({
      fullName: oneLine(input.fullName),
      link: input.link,
      loginCode: input.loginCode,
      password: input.withPassword ? SECRET_PLACEHOLDER : null,
      sender: oneLineSender(input.sender),
    }),
  };
}
