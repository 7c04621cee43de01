import request from 'supertest';
import type { App } from 'supertest/types.js';
import { ErrorCode, RequestStatus } from '@hauskonfig/shared';
import {
  bearer,
  createRequest,
  createStaff,
  customerLogin,
  generateCredentials,
  login,
  staffSession,
} from './support/fixtures.js';
import { personWithLogin, savePerson } from './support/staff-logins.js';
import { TestApp, createTestApp } from './support/test-app.js';

/** The queue board's basic auth is the staff login: same name normalisation, same lock-out, no stale trust. */
describe('queue board login', () => {
  let t: TestApp;
  let server: App;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_MAX_FAILURES_PER_ACCOUNT: '3', AUTH_MAX_FAILURES_PER_IP: '1000' });
    server = t.app.getHttpServer();
  });
  afterAll(() => t.close());

  const board = (username: string, password: string) => request(server).get('/ops/queues').auth(username, password);

  it('counts padded and re-cased user names towards the one account', async () => {
    const staff = await createStaff(t.dataSource);
    for (const spelling of [`${staff.username} `, ` ${staff.username}`, `\t${staff.username.toUpperCase()}`]) {
      await board(spelling, 'falsch').expect(401);
    }
    const locked = await board(staff.username, staff.password).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The staff login shares the lock-out.
    await request(server).post('/api/v1/auth/login').send(staff).expect(429);
  });

  it('refuses an old password as soon as it was changed', async () => {
    const admin = await createStaff(t.dataSource);
    const adminSession = await login(server, admin.username, admin.password);
    const colleague = { username: `board-${Date.now()}`, password: 'Altes-Passwort-1' };
    const { id } = await personWithLogin(server, adminSession, admin.password, colleague);
    await board(colleague.username, colleague.password).expect(200);
    await savePerson(server, adminSession, id, {
      username: colleague.username,
      password: 'Neues-Passwort-2',
      currentPassword: admin.password,
    }).expect(200);
    await board(colleague.username, colleague.password).expect(401);
    await board(colleague.username, 'Neues-Passwort-2').expect(200);
  });

  it('challenges malformed credentials instead of failing', async () => {
    await request(server)
      .get('/ops/queues')
      .set('Authorization', `Basic ${Buffer.from('\u0000:x').toString('base64')}`)
      .expect(401);
  });

  describe('opened from the admin with a one-time ticket', () => {
    const ticketFor = (accessToken: string) =>
      request(server).post('/api/v1/admin/queue-board/ticket').set('Authorization', `Bearer ${accessToken}`);
    const open = (url: string) => request(server).get(url);
    const boardCookie = (res: request.Response) =>
      ([res.headers['set-cookie']].flat().find((cookie) => cookie?.startsWith('hk_queue_board=')) ?? '').split(';')[0];

    it('trades the ticket for the board its own cookie, then serves the board without a login prompt', async () => {
      const staff = await staffSession(server, t.dataSource);
      const answer = await ticketFor(staff.accessToken).expect(200);
      expect(answer.body.url).toMatch(/^\/ops\/queues\?ticket=[\w-]+\.[\w-]+\.[\w-]+$/);
      const redeemed = await open(answer.body.url).expect(303);
      expect(redeemed.headers.location).toBe('/ops/queues');
      const setCookie = [redeemed.headers['set-cookie']].flat().join('\n');
      expect(setCookie).toMatch(
        /hk_queue_board=.+; Max-Age=3600; Path=\/ops\/queues; Expires=.+; HttpOnly; SameSite=Strict/,
      );
      const cookie = boardCookie(redeemed);
      const page = await open('/ops/queues').set('Cookie', cookie).expect(200);
      expect(page.text).toContain('Warteschlangen');
      // Bull Board's own page asks Google for web fonts; the served one loads nothing from elsewhere.
      expect(page.text).not.toMatch(/https?:\/\//);
      await open('/ops/queues/api/queues').set('Cookie', cookie).expect(200);
    });

    it('opens the board once per ticket; a used, changed or foreign ticket gets the login prompt', async () => {
      const staff = await staffSession(server, t.dataSource);
      const { url } = (await ticketFor(staff.accessToken).expect(200)).body as { url: string };
      await open(url).expect(303);
      const again = await open(url).expect(401);
      expect(again.headers['www-authenticate']).toMatch(/^Basic/);
      expect(boardCookie(again)).toBe('');
      const fresh = (await ticketFor(staff.accessToken).expect(200)).body.url as string;
      // The ticket's claims changed (a later expiry) under the same signature.
      const [head, claims, signature] = new URL(fresh, 'http://board').searchParams.get('ticket')!.split('.');
      const later = { ...JSON.parse(Buffer.from(claims, 'base64url').toString()), exp: 9_999_999_999 };
      const changed = `${head}.${Buffer.from(JSON.stringify(later)).toString('base64url')}.${signature}`;
      await open(`/ops/queues?ticket=${changed}`).expect(401);
      // A staff access token is signed with the app's own key, not the ticket's.
      await open(`/ops/queues?ticket=${staff.accessToken}`).expect(401);
      await open('/ops/queues?ticket=eyJ1aWQiOiJ4IiwidmVyIjowfQ.9999999999.AAAA').expect(401);
      await open('/ops/queues').set('Cookie', 'hk_queue_board=eyJ1aWQiOiJ4IiwidmVyIjowfQ.9999999999.AAAA').expect(401);
    });

    it('gives tickets to staff only', async () => {
      await request(server).post('/api/v1/admin/queue-board/ticket').expect(401);
      const { id } = await createRequest(t.dataSource, { status: RequestStatus.IN_PLANNING });
      const staff = await staffSession(server, t.dataSource);
      const access = await generateCredentials(server, staff, id);
      const customer = await customerLogin(server, access.loginCode, access.password);
      const refused = await ticketFor(customer.accessToken).expect(403);
      expect(refused.body.code).toBe(ErrorCode.FORBIDDEN);
    });

    it("ends the board's session with the staff member's logout", async () => {
      const staff = await staffSession(server, t.dataSource);
      const { url } = (await ticketFor(staff.accessToken).expect(200)).body as { url: string };
      const cookie = boardCookie(await open(url).expect(303));
      await open('/ops/queues').set('Cookie', cookie).expect(200);
      await request(server).post('/api/v1/auth/logout').set(bearer(staff)).expect(204);
      await open('/ops/queues').set('Cookie', cookie).expect(401);
    });
  });
});
