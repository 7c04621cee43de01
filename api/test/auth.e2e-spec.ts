import { createHmac } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { ErrorCode, Role } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
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
import { TestApp, createTestApp } from './support/test-app.js';

describe('authentication', () => {
  let t: TestApp;
  let server: App;
  let staffCredentials: { username: string; password: string };

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staffCredentials = await createStaff(t.dataSource);
  });
  afterAll(() => t.close());

  const me = (session: Session | string) =>
    request(server)
      .get('/api/v1/users/me')
      .set('Authorization', `Bearer ${typeof session === 'string' ? session : session.accessToken}`);
  const refresh = (token: string, email: string) => request(server).post('/api/v1/auth/refresh').send({ token, email });

  describe('staff login', () => {
    it('returns tokens and the user, never a password hash', async () => {
      const res = await request(server).post('/api/v1/auth/login').send(staffCredentials).expect(200);
      expect(res.body).toEqual({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        user: expect.objectContaining({ username: staffCredentials.username, roles: [Role.ROLE_CONTACT_PERSON] }),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
      const profile = await me(res.body).expect(200);
      expect(profile.body.username).toBe(staffCredentials.username);
    });

    it('accepts the username in any case', async () => {
      await request(server)
        .post('/api/v1/auth/login')
        .send({ ...staffCredentials, username: staffCredentials.username.toUpperCase() })
        .expect(200);
    });

    it('answers a wrong password and an unknown user alike', async () => {
      const wrong = await request(server)
        .post('/api/v1/auth/login')
        .send({ username: staffCredentials.username, password: 'falsch' })
        .expect(403);
      const unknown = await request(server)
        .post('/api/v1/auth/login')
        .send({ username: 'niemand', password: 'falsch' })
        .expect(403);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
    });

    it('rejects a missing password with a German validation error', async () => {
      const res = await request(server).post('/api/v1/auth/login').send({ username: 'x' }).expect(400);
      expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED);
      // PostgreSQL cannot compare text with NUL: this was a 500 (found by the fuzz run).
      const nul = await request(server).post('/api/v1/auth/login').send({ username: '\u0000', password: ' ' });
      expect(nul.status).toBe(400);
      expect(nul.body.code).toBe(ErrorCode.VALIDATION_FAILED);
      expect(res.body.message).toContain('Passwort');
    });
  });

  describe('refresh tokens', () => {
    it('rotate: the new pair works and the used refresh token does not', async () => {
      const session = await login(server, staffCredentials.username, staffCredentials.password);
      const rotated = await refresh(session.refreshToken, staffCredentials.username).expect(200);
      expect(rotated.body.refreshToken).not.toBe(session.refreshToken);
      await me(rotated.body).expect(200);
      const again = await refresh(session.refreshToken, staffCredentials.username).expect(401);
      expect(again.body.code).toBe(ErrorCode.SESSION_EXPIRED);
    });

    it('revoke the whole family when a used token is presented again', async () => {
      const session = await login(server, staffCredentials.username, staffCredentials.password);
      const second = (await refresh(session.refreshToken, staffCredentials.username).expect(200)).body as Session;
      await refresh(session.refreshToken, staffCredentials.username).expect(401);
      // The legitimate holder's newer token dies with the family, and so do issued access tokens.
      await refresh(second.refreshToken, staffCredentials.username).expect(401);
      await me(second).expect(401);
      const { sid } = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString());
      const family = await t.dataSource.getRepository(RefreshToken).findBy({ familyId: sid });
      expect(family).toHaveLength(2);
      expect(family.every((row) => row.revokedAt !== null)).toBe(true);
    });

    it('are stored only as hashes', async () => {
      const session = await login(server, staffCredentials.username, staffCredentials.password);
      const rows = await t.dataSource.getRepository(RefreshToken).findBy({ userId: session.user.id });
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.tokenHash).not.toBe(session.refreshToken);
      expect(rows.some((r) => r.tokenHash.length === 64)).toBe(true);
    });

    it('must name their owner', async () => {
      const session = await login(server, staffCredentials.username, staffCredentials.password);
      await refresh(session.refreshToken, 'someone-else').expect(401);
    });
  });

  describe('logout', () => {
    it('ends the session: its refresh token and every access token already issued stop working', async () => {
      const session = await login(server, staffCredentials.username, staffCredentials.password);
      await me(session).expect(200);
      await request(server).post('/api/v1/auth/logout').set(bearer(session)).expect(204);
      await me(session).expect(401);
      await refresh(session.refreshToken, staffCredentials.username).expect(401);
      await request(server).post('/api/v1/auth/logout').expect(401);
    });
  });

  describe('token hygiene', () => {
    let session: Session;
    beforeAll(async () => {
      session = await login(server, staffCredentials.username, staffCredentials.password);
    });

    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

    it('refuses alg:none', async () => {
      const [, payload] = session.accessToken.split('.');
      await me(`${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`).expect(401);
    });

    it('refuses a token without its signature', async () => {
      const [header, payload] = session.accessToken.split('.');
      await me(`${header}.${payload}.`).expect(401);
    });

    it('refuses a token signed with another secret or a changed payload', async () => {
      const [header, payload] = session.accessToken.split('.');
      const forged = createHmac('sha256', 'not-the-secret').update(`${header}.${payload}`).digest('base64url');
      await me(`${header}.${payload}.${forged}`).expect(401);
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const tampered = encode({ ...claims, ver: claims.ver + 1 });
      const [, , signature] = session.accessToken.split('.');
      await me(`${header}.${tampered}.${signature}`).expect(401);
    });

    it('refuses an expired access token', async () => {
      const jwt = t.app.get(JwtService);
      const [, payload] = session.accessToken.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const expired = await jwt.signAsync({
        sub: claims.sub,
        typ: claims.typ,
        ver: claims.ver,
        sid: claims.sid,
        exp: Math.floor(Date.now() / 1000) - 10,
      });
      await me(expired).expect(401);
    });

    it('never accepts a refresh token as an access token, or the other way round', async () => {
      await me(session.refreshToken).expect(401);
      await refresh(session.accessToken, staffCredentials.username).expect(401);
    });
  });

  describe('customer login', () => {
    let staff: Session;
    beforeAll(async () => {
      staff = await login(server, staffCredentials.username, staffCredentials.password);
    });

    it('resolves a personal link to what the login page needs, and nothing personal', async () => {
      const customerRequest = await createRequest(t.dataSource);
      const credentials = await generateCredentials(server, staff, customerRequest.id);
      expect(credentials.loginCode).toMatch(/^\d{6}$/);
      expect(credentials.loginPath).toBe(`/?code=${credentials.loginCode}`);
      const res = await request(server)
        .get(`/api/v1/auth/customer-login?login-code=${credentials.loginCode}`)
        .expect(200);
      expect(res.body).toEqual({ loginCode: credentials.loginCode, hasPassword: true });
    });

    it('answers an unknown code with 404 INVALID_CUSTOMER_LINK and a malformed one with 400', async () => {
      const unknown = await request(server).get('/api/v1/auth/customer-login?login-code=000000');
      // A random code may exist by chance; the answer must be one of the two, never personal data.
      if (unknown.status === 404) expect(unknown.body.code).toBe(ErrorCode.INVALID_CUSTOMER_LINK);
      const malformed = await request(server).get('/api/v1/auth/customer-login?login-code=12ab').expect(400);
      expect(malformed.body.code).toBe(ErrorCode.VALIDATION_FAILED);
      await request(server).get('/api/v1/auth/customer-login').expect(400);
    });

    it('logs the customer in with the right password only, bound to their request', async () => {
      const customerRequest = await createRequest(t.dataSource);
      const credentials = await generateCredentials(server, staff, customerRequest.id);
      const wrong = await request(server)
        .post('/api/v1/auth/customer-login')
        .send({ loginCode: credentials.loginCode, password: 'falsch' })
        .expect(403);
      expect(wrong.body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
      const session = await customerLogin(server, credentials.loginCode, credentials.password);
      expect(session.user).toMatchObject({ roles: [Role.ROLE_CUSTOMER], customerRequestId: customerRequest.id });
      await me(session).expect(200);
      // Customer credentials open no staff login, customer tokens no staff route.
      await request(server)
        .post('/api/v1/auth/login')
        .send({ username: session.user.username, password: credentials.password })
        .expect(403);
      await request(server)
        .post(`/api/v1/admin/customer-requests/${customerRequest.id}/generate-credentials`)
        .set(bearer(session))
        .expect(403);
    });

    it('kills the old password and every customer session when a new password is generated', async () => {
      const customerRequest = await createRequest(t.dataSource);
      const first = await generateCredentials(server, staff, customerRequest.id);
      const session = await customerLogin(server, first.loginCode, first.password);
      const second = await generateCredentials(server, staff, customerRequest.id);
      expect(second.loginCode).toBe(first.loginCode);
      expect(second.password).not.toBe(first.password);
      await request(server)
        .post('/api/v1/auth/customer-login')
        .send({ loginCode: first.loginCode, password: first.password })
        .expect(403);
      await me(session).expect(401);
      await refresh(session.refreshToken, session.user.username).expect(401);
      const fresh = await customerLogin(server, second.loginCode, second.password);
      await me(fresh).expect(200);
      await refresh(fresh.refreshToken, fresh.user.username).expect(200);
    });

    it('answers 404 REQUEST_NOT_FOUND for credentials of an unknown request, 400 for a bad id', async () => {
      const missing = await request(server)
        .post('/api/v1/admin/customer-requests/00000000-0000-4000-8000-000000000000/generate-credentials')
        .set(bearer(staff))
        .expect(404);
      expect(missing.body.code).toBe(ErrorCode.REQUEST_NOT_FOUND);
      const bad = await request(server)
        .post('/api/v1/admin/customer-requests/not-an-id/generate-credentials')
        .set(bearer(staff))
        .expect(400);
      expect(bad.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    });
  });
});
