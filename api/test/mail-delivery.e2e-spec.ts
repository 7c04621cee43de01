import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import { FILE_STORAGE, type FileStorage } from '../src/files/storage/file-storage.js';
import { MailOutbox, MailStatus } from '../src/mail/mail-outbox.entity.js';
import { planPdfKey } from '../src/plan-pdf/plan-pdf.service.js';
import { WorkerModule } from '../src/worker.module.js';
import { privacyConsent } from './support/privacy-consent.js';
import { readPdf } from './support/read-pdf.js';
import { TestApp, createTestApp } from './support/test-app.js';
import { until } from './support/until.js';

describe('mail delivery through the outbox and the mail queue', () => {
  let t: TestApp;
  let worker: INestApplicationContext | null = null;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  it('delivers a pending mail written while no worker ran, and both mails of a new request', async () => {
    const outbox = t.dataSource.getRepository(MailOutbox);
    const { identifiers } = await outbox.insert({
      toAddress: 'alt@example.at',
      subject: 'Liegengeblieben',
      textBody: 'Diese Nachricht wartete im Postausgang.',
      template: 'test',
    });
    const waitingId = identifiers[0].id as string;

    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: false });
    const swept = await until(
      () => outbox.findOneByOrFail({ id: waitingId }),
      (mail) => mail.status === MailStatus.SENT,
    );
    expect(swept.sentAt).toBeInstanceOf(Date);

    const created = await request(t.app.getHttpServer())
      .post('/api/v1/customer-requests/incoming')
      .send({
        email: 'maria@example.at',
        firstname: 'Maria',
        lastname: 'Muster',
        phoneNumber: '0660 1234567',
        constructionWorkIds: [],
        ...(await privacyConsent(t.app.getHttpServer())),
      })
      .expect(201);
    const mails = await until(
      () => outbox.findBy({ customerRequestId: created.body.id }),
      (rows) => rows.length > 0 && rows.every((row) => row.status === MailStatus.SENT),
    );
    const confirmation = mails.find((mail) => mail.template === 'request-confirmation')!;
    const file = join(t.config.mail.outboxDir, `${confirmation.id}.eml`);
    expect(existsSync(file)).toBe(true);
    const eml = readFileSync(file, 'utf8');
    expect(eml).toMatch(/^To: maria@example\.at$/m);
    expect(eml).toMatch(/Subject: Ihre unverbindliche Anfrage/);
    expect(eml).toContain('Arbeitswoche');
    // The visitor's plan on paper goes with the confirmation, made from the request's snapshot.
    const pdf = /Content-Type: application\/pdf[^]*?\n\n([A-Za-z0-9+/=\n]+)\n--/.exec(eml);
    expect(eml).toMatch(/filename=Ihre-Hausplanung\.pdf/);
    const attached = Buffer.from(pdf![1].replace(/\n/g, ''), 'base64');
    expect(attached.subarray(0, 5).toString()).toBe('%PDF-');
    // The worker stored what it attached: the download serves the same file, made once.
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    const key = planPdfKey(created.body.planShareToken);
    expect(await buffer(await storage.read(key))).toEqual(attached);
    expect((await readPdf(attached)).text).toContain(`${t.config.publicUrl}/plan/${created.body.planShareToken}`);
    const notice = mails.find((mail) => mail.template === 'request-notice');
    if (notice)
      expect(readFileSync(join(t.config.mail.outboxDir, `${notice.id}.eml`), 'utf8')).not.toContain('application/pdf');
  });
});
