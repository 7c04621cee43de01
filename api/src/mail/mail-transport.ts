import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/app-config.js';

interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as a complete .eml file under
 * DATA_DIR/outbox (open it with any mail program), so nothing needs a mail server to work.
 */
export function createMailTransport(config: AppConfig['mail']): SendMail {
  const message = (mail: OutgoingMail) => ({
    from: config.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    attachments: mail.attachments,
    messageId: `<${mail.id}@hauskonfigurator>`,
  });
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return async (mail) => {
      await smtp.sendMail(message(mail));
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await files.sendMail(message(mail));
    // Owner only: a copy holds the recipient's data and, for a release, the customer's password.
    await mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
    const target = join(config.outboxDir, `${mail.id}.eml`);
    await writeFile(`${target}.tmp`, info.message as Buffer, { mode: 0o600 });
    await rename(`${target}.tmp`, target);
  };
}
