import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ErrorCode, RequestStatus } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { CustomerRequest } from '../src/customer-requests/customer-request.entity.js';
import { DataSubjectErasure } from '../src/data-protection/data-subject-erasure.entity.js';
import { RetentionService } from '../src/data-protection/retention.service.js';
import { MailOutbox, MailStatus } from '../src/mail/mail-outbox.entity.js';
import { PlanShare } from '../src/plan-shares/plan-share.entity.js';
import { SavedPlan } from '../src/saved-plans/saved-plan.entity.js';
import { WorkerModule } from '../src/worker.module.js';
import { Session, bearer, createRequest, staffSession } from './support/fixtures.js';
import { privacyConsent } from './support/privacy-consent.js';
import { TestApp, createTestApp } from './support/test-app.js';
import { until } from './support/until.js';

const planContent = (email: string) => ({
  houseId: null,
  withoutTemplateHouse: true,
  currentStageId: null,
  selectedWorkIds: [],
  personalInfo: { email, firstname: 'Maria', lastname: 'Muster', phoneNumber: '0660 1234567' },
});

describe('data subject requests (GDPR articles 15, 17, 20)', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    t = await createTestApp({ SAVED_PLANS_PER_IP_PER_HOUR: '1000', REQUESTS_PER_IP_PER_HOUR: '1000' });
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
    // A real worker delivers the mails, so their .eml copies exist as they would without SMTP.
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: false });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  /** A visitor who saved a plan and sent a request, whose mails went out. */
  async function visitor(email: string) {
    await request(server)
      .post('/api/v1/saved-plans')
      .send({ content: planContent(email) })
      .expect(201);
    const sent = await request(server)
      .post('/api/v1/customer-requests/incoming')
      .send({
        email,
        firstname: 'Maria',
        lastname: 'Muster',
        phoneNumber: '0660 1234567',
        place: 'Linz',
        notes: 'Bitte am Abend anrufen.',
        constructionWorkIds: [],
        ...(await privacyConsent(server)),
      })
      .expect(201);
    await until(
      () => t.dataSource.getRepository(MailOutbox).findBy({ customerRequestId: sent.body.id }),
      (mails) => mails.length > 0 && mails.every((mail) => mail.status === MailStatus.SENT),
    );
    return sent.body.id as string;
  }

  const emlFilesMentioning = (text: string) =>
    existsSync(t.config.mail.outboxDir)
      ? readdirSync(t.config.mail.outboxDir).filter((name) =>
          readFileSync(join(t.config.mail.outboxDir, name), 'utf8').toLowerCase().includes(text.toLowerCase()),
        )
      : [];

  it('exports everything held about an address as one JSON document, and erases it leaving no row, file or mail', async () => {
    const email = `maria.${Date.now()}@example.at`;
    const requestId = await visitor(email);
    const otherEmail = `franz.${Date.now()}@example.at`;
    const otherId = await visitor(otherEmail);
    expect(emlFilesMentioning(email).length).toBeGreaterThan(0);

    // Any spelling of the address finds the person.
    const exported = await request(server)
      .get('/api/v1/admin/data-subjects')
      .query({ email: ` ${email.toUpperCase()} ` })
      .set(bearer(staff));
    expect(exported.status).toBe(200);
    expect(exported.body.requests).toEqual([
      expect.objectContaining({ id: requestId, email, place: 'Linz', notes: 'Bitte am Abend anrufen.' }),
    ]);
    expect(exported.body.savedPlans).toHaveLength(1);
    expect(exported.body.savedPlans[0].content.personalInfo.email).toBe(email);
    expect(exported.body.planShares).toHaveLength(1);
    expect(exported.body.mails.length).toBeGreaterThan(0);
    expect(exported.body.mails.map((mail: { to: string }) => mail.to)).toContain(email);
    expect(exported.body.consents).toEqual([
      expect.objectContaining({ requestId, privacyVersion: expect.any(Number), privacyText: expect.any(String) }),
    ]);
    expect(JSON.stringify(exported.body)).not.toContain(otherEmail);

    const erased = await request(server)
      .delete('/api/v1/admin/data-subjects')
      .query({ email })
      .set(bearer(staff))
      .expect(200);
    expect(erased.body).toMatchObject({ requests: 1, savedPlans: 1, planShares: 1, erasedBy: staff.user.username });
    expect(erased.body.mails).toBeGreaterThan(0);

    expect(await t.dataSource.getRepository(CustomerRequest).countBy({ id: requestId })).toBe(0);
    const outbox = await t.dataSource.getRepository(MailOutbox).find();
    expect(JSON.stringify(outbox).toLowerCase()).not.toContain(email);
    expect(await t.dataSource.getRepository(MailOutbox).countBy({ customerRequestId: requestId })).toBe(0);
    expect(JSON.stringify(await t.dataSource.getRepository(SavedPlan).find())).not.toContain(email);
    expect(JSON.stringify(await t.dataSource.getRepository(PlanShare).find())).not.toContain('Bitte am Abend');
    expect(emlFilesMentioning(email)).toEqual([]);

    // The record says that and how much, never who.
    const records = await t.dataSource.getRepository(DataSubjectErasure).find();
    expect(records.length).toBeGreaterThan(0);
    expect(JSON.stringify(records)).not.toMatch(/maria|muster|linz/i);
    const listed = await request(server).get('/api/v1/admin/data-subjects/erasures').set(bearer(staff)).expect(200);
    expect(listed.body[0]).toMatchObject({ id: erased.body.id, requests: 1 });

    // Nothing left to export; the other visitor is untouched.
    const after = await request(server).get('/api/v1/admin/data-subjects').query({ email }).set(bearer(staff));
    expect(after.body).toMatchObject({ requests: [], savedPlans: [], planShares: [], mails: [], consents: [] });
    expect(await t.dataSource.getRepository(CustomerRequest).countBy({ id: otherId })).toBe(1);
    expect(emlFilesMentioning(otherEmail).length).toBeGreaterThan(0);
  });

  it('refuses a missing or malformed address with a German 400', async () => {
    for (const query of [{}, { email: 'keine-adresse' }, { email: `${'a'.repeat(250)}@example.at` }]) {
      const res = await request(server).delete('/api/v1/admin/data-subjects').query(query).set(bearer(staff));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    }
  });

  it('deleting a request in the admin takes its mails, their copies and its plan share along', async () => {
    const email = `loesch.${Date.now()}@example.at`;
    const requestId = await visitor(email);
    const { planShareToken } = await t.dataSource.getRepository(CustomerRequest).findOneByOrFail({ id: requestId });
    await request(server).delete(`/api/v1/admin/customer-requests/${requestId}`).set(bearer(staff)).expect(200);
    expect(await t.dataSource.getRepository(MailOutbox).countBy({ toAddress: email })).toBe(0);
    expect(await t.dataSource.getRepository(PlanShare).countBy({ token: planShareToken! })).toBe(0);
    expect(emlFilesMentioning(email)).toEqual([]);
  });

  it('retention deletes exactly what is older than the settings say', async () => {
    await request(server)
      .put('/api/v1/admin/security-settings')
      .set(bearer(staff))
      .send({
        secondFactorRequired: false,
        savedPlanRetentionDays: 30,
        closedRequestRetentionDays: 180,
        sentMailRetentionDays: 60,
      })
      .expect(200);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const plans = t.dataSource.getRepository(SavedPlan);
    const plan = async (code: string, savedDaysAgo: number) =>
      plans.insert({
        code,
        content: planContent('alt@example.at'),
        editTokenHash: '0'.repeat(64),
        savedAt: daysAgo(savedDaysAgo),
        expiresAt: daysAgo(savedDaysAgo - 30),
      });
    await plan('900031', 31);
    await plan('900029', 29);
    const requests = t.dataSource.getRepository(CustomerRequest);
    const closed = async (status: RequestStatus, changedDaysAgo: number) => {
      const row = await createRequest(t.dataSource, { status });
      await t.dataSource.query('UPDATE customer_requests SET updated_at = $1 WHERE id = $2', [
        daysAgo(changedDaysAgo),
        row.id,
      ]);
      return row.id;
    };
    const oldDeclined = await closed(RequestStatus.DECLINED, 181);
    const oldArchived = await closed(RequestStatus.ARCHIVED, 200);
    const recentDeclined = await closed(RequestStatus.DECLINED, 179);
    const oldOpen = await closed(RequestStatus.NEW, 400);
    const outbox = t.dataSource.getRepository(MailOutbox);
    const mail = async (status: MailStatus, sentDaysAgo: number | null) =>
      (
        await outbox.insert({
          toAddress: 'alt@example.at',
          subject: 'Alt',
          textBody: 'Alt',
          template: 'test',
          status,
          sentAt: sentDaysAgo === null ? null : daysAgo(sentDaysAgo),
        })
      ).identifiers[0].id as string;
    const oldSent = await mail(MailStatus.SENT, 61);
    const recentSent = await mail(MailStatus.SENT, 59);
    const pending = await mail(MailStatus.PENDING, null);
    await t.dataSource.query('UPDATE mail_outbox SET created_at = $1 WHERE id = $2', [daysAgo(90), pending]);

    const result = await t.app.get(RetentionService).run();
    expect(result.savedPlans).toBeGreaterThanOrEqual(1);
    expect(await plans.countBy({ code: '900031' })).toBe(0);
    expect(await plans.countBy({ code: '900029' })).toBe(1);
    for (const id of [oldDeclined, oldArchived]) expect(await requests.countBy({ id })).toBe(0);
    for (const id of [recentDeclined, oldOpen]) expect(await requests.countBy({ id })).toBe(1);
    expect(await outbox.countBy({ id: oldSent })).toBe(0);
    // A mail not yet sent is never a "copy": it still has to go out.
    for (const id of [recentSent, pending]) expect(await outbox.countBy({ id })).toBe(1);
  });
});
