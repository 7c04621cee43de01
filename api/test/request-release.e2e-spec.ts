import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ErrorCode, RequestStatus } from '@hauskonfig/shared';
import request, { type Response } from 'supertest';
import type { App } from 'supertest/types.js';
import { MailOutbox, MailStatus } from '../src/mail/mail-outbox.entity.js';
import { WorkerModule } from '../src/worker.module.js';
import { ContactPerson } from '../src/contact-people/contact-person.entity.js';
import { Session, bearer, createRequest, staffSession } from './support/fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';
import { until } from './support/until.js';

/**
 * "Freigeben" is one step: status In Planung, access data made if missing, optionally a mail.
 * Withdrawing is one step too, and the status alone no longer crosses the release.
 */
describe('releasing a request to its customer', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
  });
  afterAll(() => t.close());

  const admin = (path: string) => `/api/v1/admin/customer-requests/${path}`;
  const release = (id: string, body: object = {}) =>
    request(server)
      .post(admin(`${id}/release`))
      .set(bearer(staff))
      .send(body);
  const customerLogin = (loginCode: string, password: string) =>
    request(server).post('/api/v1/auth/customer-login').send({ loginCode, password });
  const staffView = async (id: string) =>
    (await request(server).get(admin(id)).set(bearer(staff)).expect(200)).body as {
      status: RequestStatus;
      loginCode: string | null;
      statusHistory: { fromStatus: RequestStatus | null; toStatus: RequestStatus; changedBy: string | null }[];
    };
  const mailsOf = (id: string) => t.dataSource.getRepository(MailOutbox).findBy({ customerRequestId: id });

  it('sets In Planung, records who did it, and gives code and password the customer can log in with', async () => {
    const { id } = await createRequest(t.dataSource, { status: RequestStatus.NEW });
    const res = await release(id).expect(200);
    expect(res.body).toEqual({
      loginCode: expect.stringMatching(/^\d{6}$/),
      loginPath: `/?code=${res.body.loginCode}`,
      password: expect.stringMatching(/^\S{12}$/),
      mailQueued: false,
      // No contact person yet: the vendor signs alone.
      sender: { contactPerson: null, vendorName: expect.any(String) },
    });
    const after = await staffView(id);
    expect(after.status).toBe(RequestStatus.IN_PLANNING);
    expect(after.loginCode).toBe(res.body.loginCode);
    expect(after.statusHistory.at(-1)).toMatchObject({
      fromStatus: RequestStatus.NEW,
      toStatus: RequestStatus.IN_PLANNING,
      changedBy: staff.user.username,
    });
    await customerLogin(res.body.loginCode, res.body.password).expect(200);
    expect(await mailsOf(id)).toEqual([]);
  });

  it('keeps the password given before on a second release, and makes a new one only when asked', async () => {
    const { id } = await createRequest(t.dataSource, { status: RequestStatus.IN_NEGOTIATION });
    const first = (await release(id).expect(200)).body;
    const again = (await release(id).expect(200)).body;
    expect(again).toMatchObject({ loginCode: first.loginCode, password: null });
    await customerLogin(first.loginCode, first.password).expect(200);
    expect(
      (await staffView(id)).statusHistory.filter((change) => change.toStatus === RequestStatus.IN_PLANNING),
    ).toHaveLength(1);

    const renewed = (await release(id, { newPassword: true }).expect(200)).body;
    expect(renewed.loginCode).toBe(first.loginCode);
    expect(renewed.password).not.toBe(first.password);
    await customerLogin(first.loginCode, first.password).expect(403);
    await customerLogin(first.loginCode, renewed.password).expect(200);
  });

  it('leaves a sold request sold', async () => {
    const { id } = await createRequest(t.dataSource, { status: RequestStatus.SOLD });
    await release(id).expect(200);
    expect((await staffView(id)).status).toBe(RequestStatus.SOLD);
  });

  it('refuses the status alone across the release, on update and on create, with the reason at the field', async () => {
    const { id } = await createRequest(t.dataSource, { status: RequestStatus.NEW });
    const up = await request(server)
      .put(admin(id))
      .set(bearer(staff))
      .send({ status: RequestStatus.IN_PLANNING })
      .expect(422);
    expect(up.body.code).toBe(ErrorCode.RELEASE_ACTION_REQUIRED);
    expect(up.body.errors).toEqual([{ field: 'status', messages: [expect.stringContaining('Freigeben')] }]);
    expect((await staffView(id)).status).toBe(RequestStatus.NEW);

    const released = (await createRequest(t.dataSource, { status: RequestStatus.IN_PLANNING })).id;
    await request(server).put(admin(released)).set(bearer(staff)).send({ status: RequestStatus.NEW }).expect(422);
    // Within one side the status is free.
    await request(server).put(admin(released)).set(bearer(staff)).send({ status: RequestStatus.SOLD }).expect(200);
    await request(server).put(admin(id)).set(bearer(staff)).send({ status: RequestStatus.DECLINED }).expect(200);

    const created = await request(server)
      .post('/api/v1/admin/customer-requests')
      .set(bearer(staff))
      .send({
        firstName: 'Eva',
        lastName: 'Freigabe',
        email: 'eva@example.at',
        phoneNumber: '+43 660 7654321',
        status: RequestStatus.IN_PLANNING,
      })
      .expect(422);
    expect(created.body.code).toBe(ErrorCode.RELEASE_ACTION_REQUIRED);
  });

  it('makes no access data before the release', async () => {
    const { id } = await createRequest(t.dataSource, { status: RequestStatus.NEW });
    const res = await request(server)
      .post(admin(`${id}/generate-credentials`))
      .set(bearer(staff))
      .expect(409);
    expect(res.body.code).toBe(ErrorCode.REQUEST_NOT_RELEASED);
    expect((await staffView(id)).loginCode).toBeNull();
  });

  it('withdraws in one step: In Verhandlung, recorded, the customer logged out and refused', async () => {
    const { id } = await createRequest(t.dataSource, { status: RequestStatus.NEW });
    const access = (await release(id).expect(200)).body;
    const customer = (await customerLogin(access.loginCode, access.password).expect(200)).body as Session;

    const res = await request(server)
      .post(admin(`${id}/withdraw-release`))
      .set(bearer(staff))
      .expect(200);
    expect(res.body.status).toBe(RequestStatus.IN_NEGOTIATION);
    expect(res.body.statusHistory.at(-1)).toMatchObject({
      fromStatus: RequestStatus.IN_PLANNING,
      toStatus: RequestStatus.IN_NEGOTIATION,
      changedBy: staff.user.username,
    });
    await request(server).get('/api/v1/customer-requests/for-me').set(bearer(customer)).expect(401);
    await request(server)
      .post('/api/v1/auth/refresh')
      .send({ token: customer.refreshToken, email: customer.user.username })
      .expect(401);
    const again = (await customerLogin(access.loginCode, access.password).expect(200)).body as Session;
    const refused = await request(server).get('/api/v1/customer-requests/for-me').set(bearer(again)).expect(403);
    expect(refused.body.code).toBe(ErrorCode.WRONG_STATUS);

    const twice = await request(server)
      .post(admin(`${id}/withdraw-release`))
      .set(bearer(staff))
      .expect(409);
    expect(twice.body.code).toBe(ErrorCode.REQUEST_NOT_RELEASED);

    // Released again, the same access works again.
    expect((await release(id).expect(200)).body.password).toBeNull();
    await customerLogin(access.loginCode, access.password).expect(200);
  });

  it('answers 404 with a code for an unknown request and 400 for a wrong body', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await release(unknown).expect(404)).body.code).toBe(ErrorCode.REQUEST_NOT_FOUND);
    const { id } = await createRequest(t.dataSource, { status: RequestStatus.NEW });
    expect((await release(id, { sendMail: 'ja' }).expect(400)).body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await staffView(id)).status).toBe(RequestStatus.NEW);
  });

  /**
   * Runs the calls at once while the test holds the customer's login row, which issuing a password
   * changes: the call that gets in stays inside its transaction until every call is answered or
   * waiting for a lock. Then lets go and answers them all.
   */
  async function atOnce(id: string, calls: (() => request.Test)[]): Promise<Response[]> {
    const holder = t.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    const answered: Response[] = [];
    let running: Promise<Response>[];
    try {
      await holder.query('SELECT id FROM users WHERE customer_request_id = $1 FOR UPDATE', [id]);
      running = calls.map((call) =>
        call().then((res) => {
          answered.push(res);
          return res;
        }),
      );
      await until(
        async () => {
          // Not through the holder: inside a transaction the view keeps its first snapshot.
          const [{ waiting }]: { waiting: number }[] = await t.dataSource.query(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          return answered.length + waiting;
        },
        (settled) => settled === calls.length,
      );
    } finally {
      await holder.commitTransaction();
      await holder.release();
    }
    return Promise.all(running);
  }

  const expectInProgress = (res: Response | undefined) =>
    expect(res?.body).toMatchObject({
      statusCode: 409,
      code: ErrorCode.RELEASE_IN_PROGRESS,
      message: expect.stringContaining('Anfrage'),
    });

  it('lets one of two parallel releases with a new password through, so the one mail carries a password that works', async () => {
    const { id } = await createRequest(t.dataSource, { status: RequestStatus.NEW });
    const first = (await release(id).expect(200)).body;
    const renew = () => release(id, { newPassword: true, sendMail: true, mailPassword: true });
    const results = await atOnce(id, [renew, renew]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expectInProgress(results.find((res) => res.status === 409));
    const released = results.find((res) => res.status === 200)!.body;
    const mails = await mailsOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0].secret).toBe(released.password);
    await customerLogin(first.loginCode, released.password).expect(200);
    await customerLogin(first.loginCode, first.password).expect(403);
  });

  it('refuses a new password while a release runs, and the other way round', async () => {
    const { id } = await createRequest(t.dataSource, { status: RequestStatus.NEW });
    const first = (await release(id).expect(200)).body;
    const results = await atOnce(id, [
      () => release(id, { newPassword: true, sendMail: true, mailPassword: true }),
      () =>
        request(server)
          .post(admin(`${id}/generate-credentials`))
          .set(bearer(staff)),
    ]);
    const [released, generated] = results;
    expect(results.filter((res) => res.status === 409)).toHaveLength(1);
    expectInProgress(results.find((res) => res.status === 409));
    // Whichever got through issued the only password that works; a mail goes only with it.
    const working = released.status === 200 ? released.body.password : generated.body.password;
    await customerLogin(first.loginCode, working).expect(200);
    const mails = await mailsOf(id);
    expect(mails.map((mail) => mail.secret)).toEqual(released.status === 200 ? [working] : []);
  });

  describe('the release mail', () => {
    let worker: INestApplicationContext | null = null;
    afterAll(() => worker?.close());

    it('carries link and code, never the password unless ticked, signed by the contact person', async () => {
      const person = await t.dataSource.getRepository(ContactPerson).save({
        name: 'Anna Berger',
        email: 'anna.berger@example.at',
        phoneNumber: '0732 123456',
      });
      const { id, email } = await createRequest(t.dataSource, {
        status: RequestStatus.NEW,
        contactPersonId: person.id,
      });
      const access = (await release(id, { sendMail: true }).expect(200)).body;
      expect(access.mailQueued).toBe(true);
      const [mail] = await mailsOf(id);
      expect(mail).toMatchObject({ toAddress: email, template: 'request-release', secret: null });
      expect(mail.textBody).toContain(`/?code=${access.loginCode}`);
      expect(mail.textBody).toContain(`Code: ${access.loginCode}`);
      expect(mail.textBody).not.toContain(access.password);
      expect(mail.textBody).toContain('Passwort: das Passwort, das Sie bereits von uns erhalten haben');
      // The staff's copy text and the mail end alike: whom to ask, and who signs.
      expect(access.sender).toEqual({
        contactPerson: { name: 'Anna Berger', phoneNumber: '0732 123456', email: 'anna.berger@example.at' },
        vendorName: expect.any(String),
      });
      expect(mail.textBody.split('\n').slice(-5)).toEqual([
        'Bei Fragen erreichen Sie mich unter 0732 123456 oder anna.berger@example.at.',
        '',
        'Mit freundlichen Grüßen',
        'Anna Berger',
        access.sender.vendorName,
      ]);
    });

    it('with the password ticked, sends it and keeps it in the database only until sent', async () => {
      const { id } = await createRequest(t.dataSource, { status: RequestStatus.NEW });
      const access = (await release(id, { sendMail: true, mailPassword: true }).expect(200)).body;
      const [stored] = await mailsOf(id);
      expect(stored.textBody).not.toContain(access.password);
      expect(stored.secret).toBe(access.password);

      worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: false });
      const [sent] = await until(
        () => mailsOf(id),
        (rows) => rows.length === 1 && rows[0].status === MailStatus.SENT,
      );
      expect(sent.secret).toBeNull();
      expect(sent.textBody).not.toContain(access.password);
      const file = join(t.config.mail.outboxDir, `${sent.id}.eml`);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`Passwort: ${access.password}`);
    });
  });
});
