import { randomUUID } from 'node:crypto';
import { ErrorCode, LoginChangeKind } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { Session, bearer, createStaff, login } from './support/fixtures.js';
import { makePng } from './support/model-fixtures.js';
import { personWithLogin, savePerson } from './support/staff-logins.js';
import { TestApp, createTestApp } from './support/test-app.js';

/** Changing a staff login needs the acting person's own password, and every change is recorded. */
describe('changing a staff login', () => {
  let t: TestApp;
  let server: App;
  let actor: { username: string; password: string };
  let actorSession: Session;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_MAX_FAILURES_PER_ACCOUNT: '3', AUTH_MAX_FAILURES_PER_IP: '1000' });
    server = t.app.getHttpServer();
    actor = await createStaff(t.dataSource);
    actorSession = await login(server, actor.username, actor.password);
  });
  afterAll(() => t.close());

  const colleagueLogin = () => ({ username: `kollegin-${randomUUID().slice(0, 8)}`, password: 'Ihr-Passwort-1' });
  const details = async (id: string) =>
    (await request(server).get(`/api/v1/admin/contact-people/${id}`).set(bearer(actorSession)).expect(200)).body;

  it("refuses to set another person's password without the actor's own current password", async () => {
    const colleague = colleagueLogin();
    const { id } = await personWithLogin(server, actorSession, actor.password, colleague);
    const missing = await savePerson(server, actorSession, id, { ...colleague, password: 'Uebernommen-1234' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(ErrorCode.CURRENT_PASSWORD_REQUIRED);
    expect(missing.body.message).toMatch(/aktuellen Passwort/);
    expect(missing.body.errors[0].field).toBe('currentPassword');
    const wrong = await savePerson(server, actorSession, id, {
      ...colleague,
      password: 'Uebernommen-1234',
      currentPassword: 'geraten',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(ErrorCode.CURRENT_PASSWORD_WRONG);
    // Nothing changed: the colleague's own password still works, the new one does not.
    await login(server, colleague.username, colleague.password);
    await request(server)
      .post('/api/v1/auth/login')
      .send({ username: colleague.username, password: 'Uebernommen-1234' })
      .expect(403);
  });

  it('refuses a new username without it, and setting up a login without it', async () => {
    const colleague = colleagueLogin();
    const { id } = await personWithLogin(server, actorSession, actor.password, colleague);
    const renamed = await savePerson(server, actorSession, id, { username: `${colleague.username}-x` });
    expect(renamed.body.code).toBe(ErrorCode.CURRENT_PASSWORD_REQUIRED);
    const created = await savePerson(server, actorSession, null, colleagueLogin()).attach(
      'image',
      await makePng(),
      'foto.png',
    );
    expect(created.status).toBe(400);
    expect(created.body.code).toBe(ErrorCode.CURRENT_PASSWORD_REQUIRED);
  });

  it('needs nothing for a save that leaves the login alone, and records nothing', async () => {
    const colleague = colleagueLogin();
    const { id } = await personWithLogin(server, actorSession, actor.password, colleague);
    await savePerson(server, actorSession, id, { username: colleague.username, name: 'Neuer Name' }).expect(200);
    expect((await details(id)).loginChanges).toHaveLength(1);
  });

  it('records who changed which login when, visible on the contact person', async () => {
    const colleague = colleagueLogin();
    const { id } = await personWithLogin(server, actorSession, actor.password, colleague);
    const renamed = `${colleague.username}-neu`;
    await savePerson(server, actorSession, id, {
      username: renamed,
      password: 'Neues-Passwort-2',
      currentPassword: actor.password,
    }).expect(200);
    const { loginChanges } = await details(id);
    expect(loginChanges).toHaveLength(3);
    // Newest first; both changes of one save share their time.
    expect(loginChanges.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: LoginChangeKind.USERNAME_CHANGED, username: renamed }),
        expect.objectContaining({ kind: LoginChangeKind.PASSWORD_CHANGED, username: renamed }),
      ]),
    );
    expect(loginChanges[2]).toMatchObject({ kind: LoginChangeKind.CREATED, username: colleague.username });
    for (const change of loginChanges) {
      expect(change.changedBy).toBe(actor.username);
      expect(Date.now() - new Date(change.changedAt).getTime()).toBeLessThan(60_000);
    }
  });

  it("counts wrong current passwords towards the actor's own lock-out", async () => {
    const guesser = await createStaff(t.dataSource);
    const session = await login(server, guesser.username, guesser.password);
    const colleague = colleagueLogin();
    const { id } = await personWithLogin(server, session, guesser.password, colleague);
    for (let i = 0; i < 3; i += 1) {
      const res = await savePerson(server, session, id, { ...colleague, currentPassword: `geraten-${i}` });
      expect(res.body.code).toBe(ErrorCode.CURRENT_PASSWORD_WRONG);
    }
    const locked = await savePerson(server, session, id, { ...colleague, currentPassword: guesser.password });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });
});
