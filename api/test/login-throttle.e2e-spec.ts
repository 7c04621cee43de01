import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import { ErrorCode } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { createRequest, createStaff, generateCredentials, login, staffSession } from './support/fixtures.js';
import { fromAddress } from './support/staff-logins.js';
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

  it('locks a staff account for the address after the configured failures, on every instance, despite spoofed X-Forwarded-For', async () => {
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

describe('lock-out races and strangers', () => {
  let t: TestApp;
  let server: App;

  afterEach(() => t.close());

  async function start(overrides: Record<string, string>): Promise<void> {
    t = await createTestApp({ AUTH_MAX_FAILURES_PER_IP: '1000', AUTH_LOCKOUT_SECONDS: '600', ...overrides });
    server = t.app.getHttpServer();
  }

  const statusCounts = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );

  it('evaluates at most the limit of 40 parallel wrong guesses on one customer code', async () => {
    await start({ AUTH_MAX_FAILURES_PER_ACCOUNT: '5' });
    const staff = await staffSession(server, t.dataSource);
    const { loginCode } = await generateCredentials(server, staff, (await createRequest(t.dataSource)).id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        request(server).post('/api/v1/auth/customer-login').send({ loginCode, password: 'falsch' }),
      ),
    );
    // 403 is a checked password; 429 was refused before any check.
    expect(statusCounts(answers.map((res) => res.status))).toEqual({ 403: 5, 429: 35 });
  });

  it('evaluates at most the limit of 60 parallel wrong guesses on one staff user', async () => {
    await start({ AUTH_MAX_FAILURES_PER_ACCOUNT: '5' });
    const staff = await createStaff(t.dataSource);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        request(server).post('/api/v1/auth/login').send({ username: staff.username, password: 'falsch' }),
      ),
    );
    expect(statusCounts(answers.map((res) => res.status))).toEqual({ 403: 5, 429: 55 });
    // Refused attempts were taken back, and the pair stays locked.
    await request(server).post('/api/v1/auth/login').send(staff).expect(429);
  });

  it('evaluates at most the account cap of 40 parallel guesses on one customer code from 40 addresses, one at a time', async () => {
    await start({ AUTH_MAX_FAILURES_PER_ACCOUNT: '5', AUTH_SLOWDOWN_MAX_SECONDS: '0' });
    const staff = await staffSession(server, t.dataSource);
    const credentials = await generateCredentials(server, staff, (await createRequest(t.dataSource)).id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        request(server)
          .post('/api/v1/auth/customer-login')
          .agent(fromAddress(100 + i))
          .send({ loginCode: credentials.loginCode, password: `falsch-${i}` }),
      ),
    );
    // The default cap (20) from all addresses together, then no check at all: not even the right password.
    expect(statusCounts(answers.map((res) => res.status))).toEqual({ 403: 20, 429: 20 });
    const locked = await request(server)
      .post('/api/v1/auth/customer-login')
      .agent(fromAddress(200))
      .send({ loginCode: credentials.loginCode, password: credentials.password })
      .expect(429);
    expect(locked.body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('does not let a stranger lock a staff member out: the lock is per account and address', async () => {
    await start({ AUTH_MAX_FAILURES_PER_ACCOUNT: '5', AUTH_SLOWDOWN_MAX_SECONDS: '1' });
    const staff = await createStaff(t.dataSource);
    const stranger = fromAddress(66);
    const attempt = (agent: Agent, password: string) =>
      request(server).post('/api/v1/auth/login').agent(agent).send({ username: staff.username, password });
    for (let i = 0; i < 5; i += 1) await attempt(stranger, 'falsch').expect(403);
    const locked = await attempt(stranger, staff.password).expect(429);
    expect(locked.body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    await attempt(fromAddress(7), staff.password).expect(200);
    // The owner's success does not unlock the stranger's address.
    await attempt(stranger, staff.password).expect(429);
  });

  it('slows an account attacked from many addresses down, growing and bounded, without locking it', async () => {
    await start({ AUTH_MAX_FAILURES_PER_ACCOUNT: '3', AUTH_SLOWDOWN_MAX_SECONDS: '2' });
    const staff = await createStaff(t.dataSource);
    const timed = async (address: number, password: string, status: number) => {
      const started = Date.now();
      await request(server)
        .post('/api/v1/auth/login')
        .agent(fromAddress(address))
        // Any spelling of the name counts for the one account.
        .send({ username: ` ${staff.username.toUpperCase()}`, password })
        .expect(status);
      return Date.now() - started;
    };
    for (let address = 10; address < 13; address += 1) expect(await timed(address, 'falsch', 403)).toBeLessThan(900);
    expect(await timed(13, 'falsch', 403)).toBeGreaterThanOrEqual(1000);
    expect(await timed(14, 'falsch', 403)).toBeGreaterThanOrEqual(2000);
    // 4 s doubled, but bounded at the setting; the owner gets in.
    const bounded = await timed(15, staff.password, 200);
    expect(bounded).toBeGreaterThanOrEqual(2000);
    expect(bounded).toBeLessThan(3500);
    // A success ends the slowdown.
    expect(await timed(16, 'falsch', 403)).toBeLessThan(900);
  });
});
