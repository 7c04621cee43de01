import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { createRequest, createStaff, generateCredentials, login } from './support/fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';

const LIMITS = {
  AUTH_MAX_FAILURES_PER_ACCOUNT: '3',
  AUTH_MAX_FAILURES_PER_IP: '6',
  AUTH_LOCKOUT_SECONDS: '600',
  CUSTOMER_LINK_LOOKUPS_PER_MINUTE: '4',
};

describe('brute-force protection', () => {
  let a: TestApp;
  let b: TestApp;
  let serverA: App;
  let serverB: App;

  beforeEach(async () => {
    // Two API instances sharing one Redis namespace and signing secret, as two processes of one
    // deployment would (passport strategies are process-wide, so the secrets must match here too).
    const shared = { ...LIMITS, REDIS_PREFIX: `hk-test:${randomUUID()}:`, JWT_SECRET: randomUUID() + randomUUID() };
    a = await createTestApp(shared);
    b = await createTestApp(shared);
    serverA = a.app.getHttpServer();
    serverB = b.app.getHttpServer();
  });
  afterEach(async () => {
    await a.close();
    await b.close();
  });

  const staffLogin = (server: App, username: string, password: string, forwardedFor?: string) => {
    const call = request(server).post('/api/v1/auth/login');
    if (forwardedFor) call.set('X-Forwarded-For', forwardedFor);
    return call.send({ username, password });
  };

  it('locks a staff account after the configured failures, on every instance, despite spoofed X-Forwarded-For', async () => {
    const staff = await createStaff(a.dataSource);
    for (let i = 0; i < 3; i += 1) {
      await staffLogin(i % 2 ? serverA : serverB, staff.username, 'falsch', `203.0.113.${i}`).expect(403);
    }
    for (const server of [serverA, serverB]) {
      const locked = await staffLogin(server, staff.username, staff.password, '198.51.100.7').expect(429);
      expect(locked.body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
      expect(locked.body.message).toMatch(/Minuten gesperrt/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(500);
    }
  });

  it('locks an IP that tries many accounts', async () => {
    for (let i = 0; i < 6; i += 1) {
      await staffLogin(serverA, `unbekannt-${i}`, 'falsch').expect(403);
    }
    const staff = await createStaff(a.dataSource);
    const res = await staffLogin(serverB, staff.username, staff.password).expect(429);
    expect(res.body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('clears an account after a successful login', async () => {
    const staff = await createStaff(a.dataSource);
    await staffLogin(serverA, staff.username, 'falsch').expect(403);
    await staffLogin(serverA, staff.username, 'falsch').expect(403);
    await staffLogin(serverA, staff.username, staff.password).expect(200);
    await staffLogin(serverA, staff.username, 'falsch').expect(403);
    await staffLogin(serverA, staff.username, 'falsch').expect(403);
    await staffLogin(serverA, staff.username, staff.password).expect(200);
  });

  it('locks a customer code after the configured failures, even with the right password', async () => {
    const staff = await createStaff(a.dataSource);
    const session = await login(serverA, staff.username, staff.password);
    const customerRequest = await createRequest(a.dataSource);
    const credentials = await generateCredentials(serverA, session, customerRequest.id);
    const attempt = (server: App, password: string) =>
      request(server).post('/api/v1/auth/customer-login').send({ loginCode: credentials.loginCode, password });
    for (let i = 0; i < 3; i += 1) await attempt(i % 2 ? serverA : serverB, 'falsch').expect(403);
    const locked = await attempt(serverB, credentials.password).expect(429);
    expect(locked.body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('limits customer-link lookups per IP', async () => {
    for (let i = 0; i < 4; i += 1) {
      const res = await request(i % 2 ? serverA : serverB).get(
        `/api/v1/auth/customer-login?login-code=${String(i).padStart(6, '9')}`,
      );
      expect([200, 404]).toContain(res.status);
    }
    const limited = await request(serverA).get('/api/v1/auth/customer-login?login-code=999999').expect(429);
    expect(limited.body.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
