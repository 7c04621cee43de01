import { FOLLOW_UP_PROMISE, formatDateTime } from '@hauskonfig/shared';
import type { MailOutbox } from './mail-outbox.entity.js';

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
}

/** The visitor's confirmation: what was sent, and the follow-up promise. */
export function confirmationMail(input: RequestMailInput): Partial<MailOutbox> {
  return {
    toAddress: input.email,
    subject: 'Ihre unverbindliche Anfrage',
    template: 'request-confirmation',
    customerRequestId: input.requestId,
    textBody: [
      `Guten Tag ${input.firstName} ${input.lastName},`,
      '',
      'vielen Dank für Ihre unverbindliche Anfrage.',
      FOLLOW_UP_PROMISE,
      '',
      `Haus: ${input.houseName ?? 'ohne Musterhaus'}`,
      `Gewählte Leistungen: ${input.workNames.length ? input.workNames.join(', ') : 'keine'}`,
      '',
      'Mit freundlichen Grüßen',
      'Ihr Fertighaus-Team',
    ].join('\n'),
  };
}

/** The contact person's notice of a new request. */
export function contactPersonNotice(input: RequestMailInput, to: string): Partial<MailOutbox> {
  return {
    toAddress: to,
    subject: `Neue Anfrage von ${input.firstName} ${input.lastName}`,
    template: 'request-notice',
    customerRequestId: input.requestId,
    textBody: [
      `Neue unverbindliche Anfrage vom ${formatDateTime(input.createdAt)}:`,
      '',
      `Name: ${input.firstName} ${input.lastName}`,
      `E-Mail: ${input.email}`,
      `Telefon: ${input.phoneNumber}`,
      `Ort: ${input.place ?? '–'}`,
      `Haus: ${input.houseName ?? 'ohne Musterhaus'}`,
      `Leistungen: ${input.workNames.length ? input.workNames.join(', ') : 'keine'}`,
      `Anmerkungen: ${input.notes ?? '–'}`,
      '',
      'Bitte melden Sie sich innerhalb der nächsten Arbeitswoche.',
    ].join('\n'),
  };
}
