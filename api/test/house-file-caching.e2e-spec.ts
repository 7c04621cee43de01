import { HouseKind, RequestStatus } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { CustomerRequest } from '../src/customer-requests/customer-request.entity.js';
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

const PUBLIC_VERSIONED = 'public, max-age=31536000, immutable';
const PRIVATE_VERSIONED = 'private, max-age=3600';

/**
 * Only files of published template houses may sit in shared caches. Models and images of drafts
 * and custom houses are private, so no proxy or CDN can replay them to a caller without a token.
 */
describe('caching of house files', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;
  let customer: Session;
  const houses = {} as Record<'published' | 'draft' | 'custom', HouseFileUrls>;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
    const create = async (name: string) =>
      (await request(server).post('/api/v1/admin/houses/templates').set(bearer(staff)).send({ name }).expect(201)).body
        .id as string;

    const publishedId = await create('Öffentlich');
    houses.published = await houseWithEveryFile(t, staff, publishedId);
    await t.dataSource.getRepository(House).update(publishedId, { published: true });
    houses.draft = await houseWithEveryFile(t, staff, await create('Entwurf'));

    const requestId = (await createRequest(t.dataSource, { status: RequestStatus.IN_PLANNING })).id;
    const custom = await t.dataSource.getRepository(House).save({ name: 'Individuell', kind: HouseKind.CUSTOM });
    await t.dataSource.getRepository(CustomerRequest).update(requestId, { houseId: custom.id });
    houses.custom = await houseWithEveryFile(t, staff, custom.id);
    const credentials = await generateCredentials(server, staff, requestId);
    customer = await customerLogin(server, credentials.loginCode, credentials.password);
  });
  afterAll(() => t.close());

  async function cacheControl(url: string, session: Session | null): Promise<string> {
    const call = request(server).get(url);
    const res = await (session ? call.set(bearer(session)) : call).expect(200);
    return res.headers['cache-control'];
  }

  it.each([
    ['published template house', 'published', null, PUBLIC_VERSIONED, 'no-cache'],
    ['draft', 'draft', 'staff', PRIVATE_VERSIONED, 'private, no-cache'],
    ['custom house', 'custom', 'customer', PRIVATE_VERSIONED, 'private, no-cache'],
  ] as const)('of a %s', async (_label, house, caller, versioned, unversioned) => {
    const session = caller === 'staff' ? staff : caller === 'customer' ? customer : null;
    const { modelUrl, usdzUrl, images } = houses[house];
    expect(await cacheControl(modelUrl, session)).toBe(versioned);
    expect(await cacheControl(usdzUrl, session)).toBe(versioned);
    expect(await cacheControl(withoutQuery(modelUrl), session)).toBe(unversioned);
    expect(await cacheControl(withoutQuery(usdzUrl), session)).toBe(unversioned);
    for (const image of images) {
      expect(await cacheControl(image, session)).toBe(versioned);
      expect(await cacheControl(`${image}?size=small`, session)).toBe(versioned);
    }
  });

  it('keeps a private model private when staff ask for it, and a public one public', async () => {
    expect(await cacheControl(houses.custom.modelUrl, staff)).toBe(PRIVATE_VERSIONED);
    expect(await cacheControl(houses.published.usdzUrl, staff)).toBe(PUBLIC_VERSIONED);
  });

  it('sends the same header on a revalidation (304)', async () => {
    const first = await request(server).get(houses.custom.usdzUrl).set(bearer(customer)).expect(200);
    const again = await request(server)
      .get(houses.custom.usdzUrl)
      .set(bearer(customer))
      .set('If-None-Match', first.headers.etag)
      .expect(304);
    expect(again.headers['cache-control']).toBe(PRIVATE_VERSIONED);
  });
});
