import request from 'supertest';
import type { App } from 'supertest/types.js';
import { createStaff, login } from './support/fixtures.js';
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
});
