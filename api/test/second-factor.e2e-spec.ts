import { ErrorCode, RETENTION_DEFAULT_DAYS, SessionEndCause } from '@hauskonfig/shared';
import { generate } from 'otplib';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { CatalogueCache } from '../src/houses/catalogue-cache.js';
import { SecuritySettings } from '../src/security-settings/security-settings.entity.js';
import { Session, bearer, createStaff, login } from './support/fixtures.js';
import { fromAddress, personWithLogin } from './support/staff-logins.js';
import { TestApp, createTestApp } from './support/test-app.js';

/**
 * A code of the secret for the current time step plus `ahead` (0 or 1): the API accepts one step
 * either side, and each step once, so a test logs in with step 0 and then step 1.
 */
const codeOf = (secret: string, ahead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

describe('second factor for staff (TOTP)', () => {
  let t: TestApp;
  let server: App;

  beforeAll(async () => {
    t = await createTestApp({
      AUTH_MAX_FAILURES_PER_IP: '1000',
      AUTH_MAX_FAILURES_PER_ACCOUNT: '1000',
      AUTH_ACCOUNT_FAILURE_CAP: '5',
      AUTH_SLOWDOWN_MAX_SECONDS: '0',
    });
    server = t.app.getHttpServer();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.dataSource.getRepository(SecuritySettings).clear();
    await t.app.get(CatalogueCache).invalidate();
  });

  const staffLogin = (username: string, password: string, secondFactorCode?: string) =>
    request(server)
      .post('/api/v1/auth/login')
      .send({ username, password, ...(secondFactorCode === undefined ? {} : { secondFactorCode }) });

  /** A staff member who enrolled through the API: the secret as an app would scan it, and the codes. */
  async function enrolled() {
    const credentials = await createStaff(t.dataSource);
    const session = await login(server, credentials.username, credentials.password);
    const setup = await request(server)
      .post('/api/v1/auth/second-factor/setup')
      .set(bearer(session))
      .send({ currentPassword: credentials.password })
      .expect(200);
    const confirmed = await request(server)
      .post('/api/v1/auth/second-factor/confirm')
      .set(bearer(session))
      .send({ code: await codeOf(setup.body.secret) })
      .expect(200);
    return {
      ...credentials,
      before: session,
      setup: setup.body,
      session: confirmed.body as Session,
      recoveryCodes: confirmed.body.recoveryCodes as string[],
    };
  }

  it('enrols by QR code, ends the sessions from before, and then asks for a code at every login', async () => {
    const staff = await enrolled();
    expect(staff.setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Hauskonfigurator%20Verwaltung:staff-/);
    expect(staff.setup.qrCodeSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect(staff.recoveryCodes).toHaveLength(10);

    // The session from before the enrolment is over, access and refresh token alike.
    await request(server).get('/api/v1/users/me').set(bearer(staff.before)).expect(401);
    await request(server)
      .post('/api/v1/auth/refresh')
      .send({ token: staff.before.refreshToken, email: staff.username })
      .expect(401);
    await request(server).get('/api/v1/users/me').set(bearer(staff.session)).expect(200);
    const status = await request(server).get('/api/v1/auth/second-factor').set(bearer(staff.session)).expect(200);
    expect(status.body).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10 });

    const withoutCode = await staffLogin(staff.username, staff.password).expect(403);
    expect(withoutCode.body.code).toBe(ErrorCode.SECOND_FACTOR_REQUIRED);
    const wrongCode = await staffLogin(staff.username, staff.password, '000000').expect(403);
    expect(wrongCode.body.code).toBe(ErrorCode.SECOND_FACTOR_WRONG);
    // Spaces as an app shows them are fine; the same code does not work twice.
    const code = await codeOf(staff.setup.secret, 1);
    await staffLogin(staff.username, staff.password, `${code.slice(0, 3)} ${code.slice(3)}`).expect(200);
    const replayed = await staffLogin(staff.username, staff.password, code).expect(403);
    expect(replayed.body.code).toBe(ErrorCode.SECOND_FACTOR_WRONG);
    // A wrong password with a right code is still a wrong password.
    await staffLogin(staff.username, 'falsch', staff.recoveryCodes[9]).expect(403);
  });

  it('lets each recovery code in once', async () => {
    const staff = await enrolled();
    await staffLogin(staff.username, staff.password, staff.recoveryCodes[0].toLowerCase()).expect(200);
    const again = await staffLogin(staff.username, staff.password, staff.recoveryCodes[0]).expect(403);
    expect(again.body.code).toBe(ErrorCode.SECOND_FACTOR_WRONG);
    const session = await login(server, staff.username, staff.password).catch(() => null);
    expect(session).toBeNull();
    const status = await request(server).get('/api/v1/auth/second-factor').set(bearer(staff.session));
    // The enrolment's session ended with nothing; only the codes were used.
    expect(status.status).toBe(200);
    expect(status.body.recoveryCodesLeft).toBe(9);
  });

  it('refuses a malformed code with a German 400 and a wrong confirmation without enabling anything', async () => {
    const credentials = await createStaff(t.dataSource);
    const malformed = await staffLogin(credentials.username, credentials.password, '12ab').expect(400);
    expect(malformed.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(JSON.stringify(malformed.body)).toContain('Wiederherstellungscode');
    const session = await login(server, credentials.username, credentials.password);
    await request(server)
      .post('/api/v1/auth/second-factor/setup')
      .set(bearer(session))
      .send({ currentPassword: 'falsch' })
      .expect(400);
    const noSetup = await request(server)
      .post('/api/v1/auth/second-factor/confirm')
      .set(bearer(session))
      .send({ code: '123456' })
      .expect(409);
    expect(noSetup.body.code).toBe(ErrorCode.CONFLICT);
    await request(server)
      .post('/api/v1/auth/second-factor/setup')
      .set(bearer(session))
      .send({ currentPassword: credentials.password })
      .expect(200);
    await request(server)
      .post('/api/v1/auth/second-factor/confirm')
      .set(bearer(session))
      .send({ code: '000000' })
      .expect(403);
    // Not in force: the password alone still logs in.
    await staffLogin(credentials.username, credentials.password).expect(200);
  });

  it('keeps a staff member with a second factor able to log in while guessing from many addresses hit the cap', async () => {
    const staff = await enrolled();
    const other = await createStaff(t.dataSource);
    const guesses = (username: string) =>
      Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          request(server)
            .post('/api/v1/auth/login')
            .agent(fromAddress(100 + i))
            .send({ username, password: `falsch-${i}` }),
        ),
      );
    for (const username of [staff.username, other.username]) {
      const statuses = (await guesses(username)).map((res) => res.status).sort();
      // Five evaluated (the cap), the rest turned away unchecked.
      expect(statuses.filter((status) => status === 403)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    }
    // The password alone is not even checked now, right or wrong.
    const locked = await staffLogin(other.username, other.password).expect(429);
    expect(locked.body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    await staffLogin(staff.username, staff.password).expect(429);
    // Guessing password and code together is refused without telling which was wrong.
    const guessed = await staffLogin(other.username, other.password, '123456').expect(403);
    expect(guessed.body.code).toBe(ErrorCode.SECOND_FACTOR_WRONG);
    // With the code, the owner is in, and that ends the cap.
    await staffLogin(staff.username, staff.password, await codeOf(staff.setup.secret, 1)).expect(200);
    await staffLogin(staff.username, staff.password, staff.recoveryCodes[1]).expect(200);
  });

  it('makes the second factor mandatory: staff without one reach only its enrolment', async () => {
    const credentials = await createStaff(t.dataSource);
    const session = await login(server, credentials.username, credentials.password);
    // Only who has one may make it mandatory, or they would shut themselves out.
    const ownFirst = await request(server)
      .put('/api/v1/admin/security-settings')
      .set(bearer(session))
      .send({ ...RETENTION_DEFAULT_DAYS, secondFactorRequired: true })
      .expect(409);
    expect(ownFirst.body.message).toMatch(/zuerst Ihren eigenen zweiten Faktor/);
    const enrolledAdmin = await enrolled();
    await request(server)
      .put('/api/v1/admin/security-settings')
      .set(bearer(enrolledAdmin.session))
      .send({ ...RETENTION_DEFAULT_DAYS, secondFactorRequired: true })
      .expect(200);

    const fresh = await login(server, credentials.username, credentials.password);
    expect(fresh.user).toMatchObject({ secondFactorSetupRequired: true });
    const blocked = await request(server).get('/api/v1/admin/customer-requests').set(bearer(fresh)).expect(403);
    expect(blocked.body.code).toBe(ErrorCode.SECOND_FACTOR_SETUP_REQUIRED);
    const status = await request(server).get('/api/v1/auth/second-factor').set(bearer(fresh)).expect(200);
    expect(status.body).toMatchObject({ enabled: false, required: true });

    const setup = await request(server)
      .post('/api/v1/auth/second-factor/setup')
      .set(bearer(fresh))
      .send({ currentPassword: credentials.password })
      .expect(200);
    const confirmed = await request(server)
      .post('/api/v1/auth/second-factor/confirm')
      .set(bearer(fresh))
      .send({ code: await codeOf(setup.body.secret) })
      .expect(200);
    expect(confirmed.body.user.secondFactorSetupRequired).toBe(false);
    await request(server).get('/api/v1/admin/customer-requests').set(bearer(confirmed.body)).expect(200);

    const off = await request(server)
      .delete('/api/v1/auth/second-factor')
      .set(bearer(confirmed.body))
      .send({ currentPassword: credentials.password, code: confirmed.body.recoveryCodes[0] })
      .expect(409);
    expect(off.body.code).toBe(ErrorCode.SECOND_FACTOR_MANDATORY);
  });

  it('switches one’s own factor off with password and code, ending the other sessions', async () => {
    const staff = await enrolled();
    const other = await login(server, staff.username, staff.password).catch(() => null);
    expect(other).toBeNull();
    const off = await request(server)
      .delete('/api/v1/auth/second-factor')
      .set(bearer(staff.session))
      .send({ currentPassword: staff.password, code: staff.recoveryCodes[0] })
      .expect(200);
    await request(server).get('/api/v1/users/me').set(bearer(staff.session)).expect(401);
    await request(server).get('/api/v1/users/me').set(bearer(off.body)).expect(200);
    await staffLogin(staff.username, staff.password).expect(200);
  });

  it('lets an administrator reset a colleague’s factor with their own password, ending the colleague’s sessions', async () => {
    const adminCredentials = await createStaff(t.dataSource);
    const admin = await login(server, adminCredentials.username, adminCredentials.password);
    const colleague = { username: `kollegin-${Date.now()}`, password: 'Kollegin-Passwort-1' };
    const person = await personWithLogin(server, admin, adminCredentials.password, colleague);
    const session = await login(server, colleague.username, colleague.password);
    const setup = await request(server)
      .post('/api/v1/auth/second-factor/setup')
      .set(bearer(session))
      .send({ currentPassword: colleague.password });
    const enrolledSession = await request(server)
      .post('/api/v1/auth/second-factor/confirm')
      .set(bearer(session))
      .send({ code: await codeOf(setup.body.secret) })
      .expect(200);
    const detail = await request(server)
      .get(`/api/v1/admin/contact-people/${person.id}`)
      .set(bearer(admin))
      .expect(200);
    expect(detail.body.secondFactorEnabled).toBe(true);

    const reset = (currentPassword: string) =>
      request(server)
        .post(`/api/v1/admin/contact-people/${person.id}/second-factor/reset`)
        .set(bearer(admin))
        .send({ currentPassword });
    const wrong = await reset('falsch').expect(400);
    expect(wrong.body.code).toBe(ErrorCode.CURRENT_PASSWORD_WRONG);
    const done = await reset(adminCredentials.password).expect(200);
    expect(done.body.secondFactorEnabled).toBe(false);
    expect(done.body.loginChanges[0]).toMatchObject({
      kind: 'SECOND_FACTOR_RESET',
      changedBy: adminCredentials.username,
    });

    // Both the outdated access token and the refresh token say why the colleague was logged out.
    const ended = { code: ErrorCode.SESSION_ENDED, reason: SessionEndCause.SECOND_FACTOR_RESET };
    const stale = await request(server).get('/api/v1/users/me').set(bearer(enrolledSession.body)).expect(401);
    expect(stale.body).toMatchObject(ended);
    const refused = await request(server)
      .post('/api/v1/auth/refresh')
      .send({ token: enrolledSession.body.refreshToken, email: colleague.username })
      .expect(401);
    expect(refused.body).toMatchObject({
      ...ended,
      message: 'Sie wurden abgemeldet, weil ein Administrator Ihren zweiten Faktor zurückgesetzt hat.',
    });
    await staffLogin(colleague.username, colleague.password).expect(200);
  });

  it('lets the queue board in with the code after the password, and keeps trusting it while in use', async () => {
    const staff = await enrolled();
    const board = (password: string) => request(server).get('/ops/queues').auth(staff.username, password);
    await board(staff.password).expect(401);
    const withCode = `${staff.password} ${await codeOf(staff.setup.secret, 1)}`;
    await board(withCode).expect(200);
    // The browser sends the same header again; the code was used, but the login is trusted.
    await board(withCode).expect(200);
  });
});
