import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import type { PlanPdfService } from '../plan-pdf/plan-pdf.service.js';
import { MailDeliveryService } from './mail-delivery.service.js';
import { MailOutbox, MailStatus, SECRET_PLACEHOLDER } from './mail-outbox.entity.js';

describe('MailDeliveryService', () => {
  it('fails with the sending error, logged, when the database cannot record the failed attempt either', async () => {
    const warnings: string[] = [];
    Logger.overrideLogger({ log: () => undefined, error: () => undefined, warn: (m) => warnings.push(String(m)) });
    const mail = {
      id: 'mail-1',
      toAddress: 'anna@example.at',
      subject: 'Hallo',
      textBody: 'Text',
      htmlBody: null,
      planShareToken: null,
    };
    const updates: unknown[] = [];
    const outbox = {
      findOneBy: async () => ({ ...mail, status: MailStatus.PENDING, attempts: 0 }) as MailOutbox,
      update: async (...args: unknown[]) => {
        updates.push(args);
        throw new Error('Connection terminated unexpectedly');
      },
    };
    const dataSource = { getRepository: () => outbox } as unknown as DataSource;
    // Mails go to files without SMTP; a directory below a file cannot be made, so sending fails.
    const config = { mail: { smtpUrl: null, from: 'haus@example.at', outboxDir: '/dev/null/outbox' } } as AppConfig;

    await expect(
      new MailDeliveryService(dataSource, config, {} as PlanPdfService).deliver(mail.id, false),
    ).rejects.toThrow(/ENOTDIR/);
    expect(updates).toEqual([[mail.id, { attempts: 1, lastError: expect.stringMatching(/ENOTDIR/) }]]);
    expect(warnings).toEqual([
      expect.stringMatching(/^Mail mail-1 to anna@example.at not sent: .*ENOTDIR/),
      'Mail mail-1: failed attempt not recorded: Connection terminated unexpectedly',
    ]);
  });

  it("puts a secret with $' $` $& into the mail as it is, never as a replacement pattern", async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'hk-mail-spec-'));
    const secret = "a$'b$`c$&d";
    const mail = {
      id: 'mail-2',
      toAddress: 'anna@example.at',
      subject: 'Zugang',
      textBody: `Passwort: ${SECRET_PLACEHOLDER}\nEnde`,
      htmlBody: null,
      planShareToken: null,
      secret,
      status: MailStatus.PENDING,
      attempts: 0,
    };
    const outbox = { findOneBy: async () => mail as MailOutbox, update: async () => undefined };
    const dataSource = { getRepository: () => outbox } as unknown as DataSource;
    const config = { mail: { smtpUrl: null, from: 'haus@example.at', outboxDir } } as AppConfig;

    await new MailDeliveryService(dataSource, config, {} as PlanPdfService).deliver(mail.id, false);
    const eml = readFileSync(join(outboxDir, 'mail-2.eml'), 'utf8');
    expect(eml).toContain(`Passwort: ${secret}`);
  });
});
