import { randomUUID } from 'node:crypto';
import { ErrorCode, RequestStatus, SESSION_END_MESSAGES, SessionEndCause } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { IsNull } from 'typeorm';
import { RefreshToken } from '../src/auth/refresh-token.entity.js';
import {
  Session,
  bearer,
  createRequest,
  createStaff,
  customerLogin,
  generateCredentials,
  login,
} from './support/fixtures.js';
import { personWithLogin, savePerson } from './support/staff-logins.js';
import { TestApp, createTestApp } from './support/test-app.js';

/**
 * Changing credentials, withdrawn access and "log out everywhere" end every session of the user, not
 * only access tokens; both the outdated access token and the refresh token then say why.
 */
describe('ending sessions', () => {
  let t: TestApp;
  let server: App;
  let admin: Session;
  let adminPassword: string;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_MAX_FAILURES_PER_ACCOUNT: '1000', AUTH_MAX_FAILURES_PER_IP: '1000' });
    server = t.app.getHttpServer();
    const credentials = await createStaff(t.dataSource);
    adminPassword = credentials.password;
    admin = await login(server, credentials.username, credentials.password);
  });
  afterAll(() => t.close());

  const me = (session: Session) => request(server).get('/api/v1/users/me').set(bearer(session));
  const refresh = (session: Session) =>
    request(server).post('/api/v1/auth/refresh').send({ token: session.refreshToken, email: session.user.username });
  /** The session (refresh-token family) a refresh token belongs to: its `sid` claim. */
  const familyOf = (session: Session) =>
    (JSON.parse(Buffer.from(session.refreshToken.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
  const liveTokens = (userId: string) =>
    t.dataSource.getRepository(RefreshToken).countBy({ userId, revokedAt: IsNull() });

  /** A staff member with a login and two sessions, one of them already rotated once. */
  async function staffWithSessions(): Promise<{ id: string; username: string; password: string; sessions: Session[] }> {
    const username = `kollege-${randomUUID().slice(0, 8)}`;
    const password = 'Erstes-Passwort-1';
    const { id } = await personWithLogin(server, admin, adminPassword, { username, password });
    const first = await login(server, username, password);
    const rotated = (await refresh(await login(server, username, password)).expect(200)).body as Session;
    return { id, username, password, sessions: [first, rotated] };
  }

  /** Every session ended, and each answer names the cause: ACCESS_CHANGED for customers, else SESSION_ENDED. */
  async function expectAllEnded(sessions: Session[], reason: SessionEndCause): Promise<void> {
    const code = reason.startsWith('ACCESS_') ? ErrorCode.ACCESS_CHANGED : ErrorCode.SESSION_ENDED;
    const expected = { statusCode: 401, code, reason, message: SESSION_END_MESSAGES[reason] };
    for (const session of sessions) {
      expect((await me(session).expect(401)).body).toEqual(expected);
      expect((await refresh(session).expect(401)).body).toEqual(expected);
    }
    expect(await liveTokens(sessions[0].user.id)).toBe(0);
  }

  it('a password set through the contact-people form ends every session, refresh tokens included', async () => {
    const colleague = await staffWithSessions();
    await savePerson(server, admin, colleague.id, {
      username: colleague.username,
      password: 'Zweites-Passwort-2',
      currentPassword: adminPassword,
    }).expect(200);
    await expectAllEnded(colleague.sessions, SessionEndCause.PASSWORD_RESET);
    expect(SESSION_END_MESSAGES[SessionEndCause.PASSWORD_RESET]).toBe(
      'Sie wurden abgemeldet, weil ein Administrator Ihr Passwort zurückgesetzt hat.',
    );
    await login(server, colleague.username, 'Zweites-Passwort-2');
  });

  it('so does a new username', async () => {
    const colleague = await staffWithSessions();
    const renamed = `${colleague.username}-neu`;
    await savePerson(server, admin, colleague.id, { username: renamed, currentPassword: adminPassword }).expect(200);
    await expectAllEnded(colleague.sessions, SessionEndCause.USERNAME_CHANGED);
    await login(server, renamed, colleague.password);
  });

  it('"log out everywhere" ends every session of the caller and only theirs', async () => {
    const colleague = await staffWithSessions();
    const bystander = await staffWithSessions();
    await request(server).post('/api/v1/auth/logout-all').set(bearer(colleague.sessions[1])).expect(204);
    await expectAllEnded(colleague.sessions, SessionEndCause.LOGGED_OUT_EVERYWHERE);
    await me(bystander.sessions[0]).expect(200);
    await refresh(bystander.sessions[0]).expect(200);

    // A stale device presenting its revoked token does not disturb a session started afterwards.
    const fresh = await login(server, colleague.username, colleague.password);
    await refresh(colleague.sessions[0]).expect(401);
    await me(fresh).expect(200);
  });

  it('a plain logout still ends only its own session, and says no more than "expired"', async () => {
    const colleague = await staffWithSessions();
    const [other, current] = colleague.sessions;
    await request(server).post('/api/v1/auth/logout').set(bearer(current)).expect(204);
    expect((await me(current).expect(401)).body.code).toBe(ErrorCode.UNAUTHORIZED);
    expect((await refresh(current).expect(401)).body.code).toBe(ErrorCode.SESSION_EXPIRED);
    // The other device's access token is outdated too, but its session lives on: it refreshes.
    expect((await me(other).expect(401)).body.code).toBe(ErrorCode.UNAUTHORIZED);
    await refresh(other).expect(200);
  });

  it('removing a staff login ends its sessions with SESSION_ENDED', async () => {
    const colleague = await staffWithSessions();
    await request(server).delete(`/api/v1/admin/contact-people/${colleague.id}`).set(bearer(admin)).expect(200);
    await expectAllEnded(colleague.sessions, SessionEndCause.LOGIN_REMOVED);
  });

  it('a session that had run out anyway stays "expired" when someone else ends it', async () => {
    const colleague = await staffWithSessions();
    const [outOfDate] = colleague.sessions;
    await t.dataSource
      .getRepository(RefreshToken)
      .update({ familyId: familyOf(outOfDate) }, { expiresAt: new Date(Date.now() - 1000) });
    await request(server).post('/api/v1/auth/logout-all').set(bearer(colleague.sessions[1])).expect(204);
    expect((await refresh(outOfDate).expect(401)).body.code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('a regenerated customer password ends every customer session, refresh tokens included', async () => {
    const customerRequest = await createRequest(t.dataSource);
    const first = await generateCredentials(server, admin, customerRequest.id);
    const one = await customerLogin(server, first.loginCode, first.password);
    const other = await customerLogin(server, first.loginCode, first.password);
    const rotated = (await refresh(other).expect(200)).body as Session;
    await generateCredentials(server, admin, customerRequest.id);
    await expectAllEnded([one, rotated], SessionEndCause.ACCESS_RENEWED);
  });

  it('a withdrawn release ends every customer session with ACCESS_CHANGED', async () => {
    const customerRequest = await createRequest(t.dataSource, { status: RequestStatus.NEW });
    const released = await request(server)
      .post(`/api/v1/admin/customer-requests/${customerRequest.id}/release`)
      .set(bearer(admin))
      .send({ sendMail: false })
      .expect(200);
    const customer = await customerLogin(server, released.body.loginCode, released.body.password);
    await request(server)
      .post(`/api/v1/admin/customer-requests/${customerRequest.id}/withdraw-release`)
      .set(bearer(admin))
      .expect(200);
    await expectAllEnded([customer], SessionEndCause.ACCESS_WITHDRAWN);
  });
});
