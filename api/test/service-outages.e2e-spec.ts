import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConversionStatus, ERROR_MESSAGES, ErrorCode } from '@hauskonfig/shared';
import request from 'supertest';
import { HouseView } from '../src/house-views/house-view.entity.js';
import { MailOutbox, MailStatus } from '../src/mail/mail-outbox.entity.js';
import { WorkerModule } from '../src/worker.module.js';
import { bearer, createStaff, login } from './support/fixtures.js';
import { makeGlb } from './support/model-fixtures.js';
import { TcpProxy, startTcpProxy, throughProxy } from './support/tcp-proxy.js';
import { privacyConsent } from './support/privacy-consent.js';
import { TestApp, createTestApp } from './support/test-app.js';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const proxyFor = (url: string) => startTcpProxy(new URL(url).hostname, Number(new URL(url).port || 6379));

describe('while PostgreSQL is unreachable', () => {
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    proxy = await proxyFor(process.env.HK_TEST_DATABASE_URL!);
    t = await createTestApp({ DATABASE_URL: throughProxy(process.env.HK_TEST_DATABASE_URL!, proxy) });
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await t.close();
    await proxy.close();
  });

  it('answers 503 in German, to logged-in callers too (no 401 that would end their session), and recovers by itself', async () => {
    const server = t.app.getHttpServer();
    const credentials = await createStaff(t.dataSource);
    const staff = await login(server, credentials.username, credentials.password);

    await proxy.cut();
    for (const call of [
      request(server).get('/api/v1/construction-stages'),
      request(server).get('/api/v1/houses/templates?roofShape=FLAT'),
      request(server).get('/api/v1/users/me').set(bearer(staff)),
      request(server).get('/api/v1/admin/customer-requests').set(bearer(staff)),
    ]) {
      const res = await call;
      expect({ status: res.status, body: res.body }).toEqual({
        status: 503,
        body: {
          statusCode: 503,
          code: ErrorCode.SERVICE_UNAVAILABLE,
          message: ERROR_MESSAGES[ErrorCode.SERVICE_UNAVAILABLE],
        },
      });
    }

    await proxy.restore();
    await until(
      () => request(server).get('/api/v1/users/me').set(bearer(staff)),
      (res) => res.status === 200,
    );
    await request(server).get('/api/v1/construction-stages').expect(200);
  });
});

describe('while Redis is unreachable', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    proxy = await proxyFor(process.env.HK_TEST_REDIS_URL!);
    // API and worker both reach Redis through the proxy; the worker sweeps every second.
    t = await createTestApp({
      REDIS_URL: throughProxy(process.env.HK_TEST_REDIS_URL!, proxy),
      QUEUE_STALLED_CHECK_SECONDS: '1',
    });
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: false });
  });
  afterAll(async () => {
    await proxy.restore().catch(() => undefined);
    await worker.close();
    await t.close();
    await proxy.close();
  });

  it('keeps serving reads, takes uploads and requests without waiting for Redis, and queues them once it is back', async () => {
    const server = t.app.getHttpServer();
    const credentials = await createStaff(t.dataSource);
    const staff = await login(server, credentials.username, credentials.password);
    const house = (
      await request(server).post('/api/v1/admin/houses/templates').set(bearer(staff)).send({ name: 'Ausfallhaus' })
    ).body;

    const consent = await privacyConsent(server);
    // Redis stays cut off until the proxy is restored below: calls that waited for it would never answer.
    await proxy.cut();
    await request(server).get('/api/v1/construction-stages').expect(200);
    await request(server).get('/api/v1/houses/templates').expect(200);

    const upload = await request(server)
      .post('/api/v1/admin/house-views')
      .set(bearer(staff))
      .field('houseId', house.id)
      .field('name', 'Während des Ausfalls')
      .attach('file', await makeGlb(), 'ausfall.glb')
      .expect(201);
    expect(upload.body.conversionStatus).toBe(ConversionStatus.QUEUED);
    const created = await request(server)
      .post('/api/v1/customer-requests/incoming')
      .send({
        email: 'ausfall@example.at',
        firstname: 'Anna',
        lastname: 'Ausfall',
        phoneNumber: '0660 1234567',
        constructionWorkIds: [],
        ...consent,
      })
      .expect(201);
    const outbox = t.dataSource.getRepository(MailOutbox);
    const written = await outbox.findBy({ customerRequestId: created.body.id });
    expect(written.length).toBeGreaterThan(0);
    expect(written.every((mail) => mail.status === MailStatus.PENDING)).toBe(true);

    await proxy.restore();
    const view = await until(
      () => t.dataSource.getRepository(HouseView).findOneByOrFail({ id: upload.body.id }),
      (v) => v.conversionStatus === ConversionStatus.READY,
    );
    expect(view.usdzSize).toBeGreaterThan(0);
    await until(
      () => outbox.findBy({ customerRequestId: created.body.id }),
      (mails) => mails.every((mail) => mail.status === MailStatus.SENT),
    );
  });
});
