import { ErrorCode, HouseKind, RequestStatus } from '@hauskonfig/shared';
import { JwtService } from '@nestjs/jwt';
import pino from 'pino';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { JWT_ALGORITHM, JWT_ISSUER } from '../src/auth/token-claims.js';
import { CustomerRequest } from '../src/customer-requests/customer-request.entity.js';
import { purposeSecret } from '../src/common/signing/purpose-tokens.js';
import { AR_LINK_PURPOSE, ArFileKind } from '../src/house-views/ar-link.service.js';
import { House } from '../src/houses/house.entity.js';
import {
  Session,
  bearer,
  createRequest,
  customerLogin,
  generateCredentials,
  staffSession,
} from './support/fixtures.js';
import { HouseFileUrls, houseWithEveryFile, withoutQuery } from './support/house-setup.js';
import { TestApp, createTestApp } from './support/test-app.js';

const viewIdOf = (url: string) => url.split('/')[4];
const signatureOf = (url: string) => new URL(url, 'http://x').searchParams.get('sig')!;
const withSignature = (url: string, signature: string) => `${withoutQuery(url)}?sig=${encodeURIComponent(signature)}`;

/**
 * Scene Viewer and Quick Look download the model themselves and cannot send the customer's token:
 * a short-lived signed link opens one file of one private view, and nothing else.
 */
describe('AR links to private models', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;
  let customerA: Session;
  let customerB: Session;
  let custom: HouseFileUrls;
  let draft: HouseFileUrls;
  let published: HouseFileUrls;
  const logLines: string[] = [];

  beforeAll(async () => {
    const logger = pino(
      { level: 'info', base: null, timestamp: false },
      { write: (line: string) => logLines.push(line) },
    );
    t = await createTestApp({}, { logger });
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
    const create = async (name: string) =>
      (await request(server).post('/api/v1/admin/houses/templates').set(bearer(staff)).send({ name }).expect(201)).body
        .id as string;
    const publishedId = await create('Öffentlich');
    published = await houseWithEveryFile(t, staff, publishedId);
    await t.dataSource.getRepository(House).update(publishedId, { published: true });
    draft = await houseWithEveryFile(t, staff, await create('Entwurf'));

    const customerOf = async () => {
      const requestId = (await createRequest(t.dataSource, { status: RequestStatus.IN_PLANNING })).id;
      const credentials = await generateCredentials(server, staff, requestId);
      return { requestId, session: await customerLogin(server, credentials.loginCode, credentials.password) };
    };
    const a = await customerOf();
    const houseA = await t.dataSource.getRepository(House).save({ name: 'Individuell', kind: HouseKind.CUSTOM });
    await t.dataSource.getRepository(CustomerRequest).update(a.requestId, { houseId: houseA.id });
    custom = await houseWithEveryFile(t, staff, houseA.id);
    customerA = a.session;
    customerB = (await customerOf()).session;
  });
  afterAll(() => t.close());

  const arLink = (url: string, session: Session) =>
    request(server)
      .post(`/api/v1/house-views/${viewIdOf(url)}/ar-link`)
      .set(bearer(session));

  /** A signature made with the AR link key, as the API would, with claims of the test's choosing. */
  const sign = (claims: object) =>
    new JwtService().sign(claims, {
      secret: purposeSecret(t.config.auth.jwtSecret, AR_LINK_PURPOSE),
      algorithm: JWT_ALGORITHM,
      issuer: JWT_ISSUER,
    });

  it('opens the GLB and the USDZ without a token, privately cached', async () => {
    const link = (await arLink(custom.modelUrl, customerA).expect(200)).body;
    expect(link.modelUrl).toMatch(new RegExp(`^${withoutQuery(custom.modelUrl)}\\?v=\\d+&sig=`));
    expect(link.usdzUrl).toMatch(new RegExp(`^${withoutQuery(custom.usdzUrl)}\\?v=\\d+&sig=`));
    const expiresIn = Date.parse(link.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(60_000);
    expect(expiresIn).toBeLessThanOrEqual(300_000);

    const glb = await request(server).get(link.modelUrl).responseType('blob').expect(200);
    expect(glb.headers['content-type']).toBe('model/gltf-binary');
    expect(glb.body.toString()).toBe('web glb');
    expect(glb.headers['cache-control']).toMatch(/^private/);
    const usdz = await request(server).get(link.usdzUrl).responseType('blob').expect(200);
    expect(usdz.headers['content-type']).toBe('model/vnd.usdz+zip');
    expect(usdz.headers['cache-control']).toMatch(/^private/);
    // Without the link the file stays closed.
    await request(server).get(custom.modelUrl).expect(403);
  });

  it('refuses an expired link with AR_LINK_EXPIRED', async () => {
    const expired = sign({
      typ: 'ar-link',
      sub: viewIdOf(custom.modelUrl),
      kind: ArFileKind.GLB,
      exp: Math.floor(Date.now() / 1000) - 10,
    });
    const res = await request(server).get(withSignature(custom.modelUrl, expired)).expect(410);
    expect(res.body).toMatchObject({ code: ErrorCode.AR_LINK_EXPIRED, message: expect.stringContaining('abgelaufen') });
  });

  it('refuses an altered link, one for another view or file, and an access token with AR_LINK_INVALID', async () => {
    const link = (await arLink(custom.modelUrl, customerA).expect(200)).body;
    const glbSignature = signatureOf(link.modelUrl);
    const [header, payload, mac] = glbSignature.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: viewIdOf(draft.modelUrl) }),
    ).toString('base64url');
    const flipped = `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`;
    const refused = [
      withSignature(custom.modelUrl, `${header}.${payload}.${flipped}`),
      withSignature(draft.modelUrl, `${header}.${otherPayload}.${mac}`),
      withSignature(draft.modelUrl, glbSignature),
      withSignature(custom.usdzUrl, glbSignature),
      withSignature(custom.modelUrl, customerA.accessToken),
      withSignature(custom.modelUrl, sign({ typ: 'access', sub: viewIdOf(custom.modelUrl), kind: ArFileKind.GLB })),
      withSignature(custom.modelUrl, 'kein-token'),
    ];
    for (const url of refused) {
      const res = await request(server).get(url).expect(403);
      expect(res.body).toMatchObject({ code: ErrorCode.AR_LINK_INVALID, message: expect.stringContaining('ungültig') });
    }
    // A signature decides alone: the customer's own token does not make a bad one pass.
    await request(server).get(withSignature(custom.modelUrl, 'kein-token')).set(bearer(customerA)).expect(403);
  });

  it('never passes as an access token', async () => {
    const signature = signatureOf((await arLink(custom.modelUrl, customerA).expect(200)).body.modelUrl);
    const asBearer = { Authorization: `Bearer ${signature}` };
    await request(server).get('/api/v1/users/me').set(asBearer).expect(401);
    await request(server)
      .post(`/api/v1/house-views/${viewIdOf(custom.modelUrl)}/ar-link`)
      .set(asBearer)
      .expect(401);
    const res = await request(server).get(custom.modelUrl).set(asBearer).expect(403);
    expect(res.body.code).toBe(ErrorCode.VIEW_FORBIDDEN);
  });

  it('is given only to callers who may see the view', async () => {
    const res = await arLink(custom.modelUrl, customerB).expect(403);
    expect(res.body.code).toBe(ErrorCode.VIEW_FORBIDDEN);
    // As the model itself: a draft does not exist for a customer.
    await request(server).get(draft.modelUrl).set(bearer(customerA)).expect(404);
    expect((await arLink(draft.modelUrl, customerA).expect(404)).body.code).toBe(ErrorCode.VIEW_NOT_FOUND);
    await request(server)
      .post(`/api/v1/house-views/${viewIdOf(custom.modelUrl)}/ar-link`)
      .expect(401);
    await arLink(custom.modelUrl, staff).expect(200);
  });

  it('never writes the signature to the access log', async () => {
    const link = (await arLink(custom.modelUrl, customerA).expect(200)).body;
    await request(server).get(link.modelUrl).expect(200);
    const urls = logLines
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'request' && line.url.startsWith(withoutQuery(custom.modelUrl)))
      .map((line) => line.url);
    expect(urls).toContain(
      `${withoutQuery(link.modelUrl)}?v=${new URL(link.modelUrl, 'http://x').searchParams.get('v')}&sig=[redacted]`,
    );
    expect(logLines.join('\n')).not.toContain(signatureOf(link.modelUrl));
  });

  it('answers the plain cacheable URLs of a public model', async () => {
    const link = (await arLink(published.modelUrl, customerA).expect(200)).body;
    expect(link).toEqual({ modelUrl: published.modelUrl, usdzUrl: published.usdzUrl, expiresAt: null });
  });
});
