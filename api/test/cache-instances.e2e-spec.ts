import { randomUUID } from 'node:crypto';
import { ConversionStatus, ImageType } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { ContactPerson } from '../src/contact-people/contact-person.entity.js';
import { HouseView } from '../src/house-views/house-view.entity.js';
import { Session, bearer, createStaff, login } from './support/fixtures.js';
import { makeGlb, makePng } from './support/model-fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';

describe('caches on two API instances', () => {
  let a: TestApp;
  let b: TestApp;
  let serverA: App;
  let staff: Session;

  // Both live for the whole file: passport keeps one strategy per process, bound to the last app.
  beforeAll(async () => {
    const shared = { REDIS_PREFIX: `hk-test:${randomUUID()}:`, JWT_SECRET: randomUUID() + randomUUID() };
    a = await createTestApp(shared);
    b = await createTestApp(shared);
    serverA = a.app.getHttpServer();
    const credentials = await createStaff(a.dataSource);
    staff = await login(serverA, credentials.username, credentials.password);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const catalogueOnB = async (): Promise<string[]> =>
    (
      await request(b.app.getHttpServer()).get('/api/v1/houses/templates').query({ roofShape: 'PENT' }).expect(200)
    ).body.map((house: { id: string }) => house.id);

  /** A complete template house (not yet published) made through instance A. */
  const completeHouse = async (name: string, roofShape = 'PENT'): Promise<{ id: string }> => {
    const house = (
      await request(serverA)
        .post('/api/v1/admin/houses/templates')
        .set(bearer(staff))
        .send({ name, constructionMethod: 'SOLID', roofShape, propertyShape: 'HILLSIDE', sizeInSqm: 99 })
        .expect(201)
    ).body;
    for (const type of [ImageType.THUMBNAIL, ImageType.GROUNDPLAN_MEASURED]) {
      await request(serverA)
        .post('/api/v1/admin/houses/image-upload')
        .set(bearer(staff))
        .field('id', house.id)
        .field('type', type)
        .attach('uploadedImages', await makePng(), 'bild.png')
        .expect(200);
    }
    await request(serverA)
      .post('/api/v1/admin/house-views')
      .set(bearer(staff))
      .field('houseId', house.id)
      .field('name', 'Standard')
      .attach('file', await makeGlb(), 'haus.glb')
      .expect(201);
    // No worker here: the model counts as converted, which publishing needs.
    await a.dataSource
      .getRepository(HouseView)
      .update({ houseId: house.id }, { conversionStatus: ConversionStatus.READY });
    return house;
  };

  const publish = (id: string, publishHouse: boolean) =>
    request(serverA)
      .post('/api/v1/admin/houses/templates/publish')
      .set(bearer(staff))
      .send({ id, publishHouse })
      .expect(200);

  /** Polls until `check` holds, failing if that takes a second or longer. */
  const withinASecond = async (check: () => Promise<boolean>) => {
    const started = Date.now();
    while (!(await check())) {
      expect(Date.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('shows a change made through one instance on the other within a second', async () => {
    const house = await completeHouse('Zweiter Knoten');

    expect(await catalogueOnB()).not.toContain(house.id); // now cached on B
    await publish(house.id, true);
    await withinASecond(async () => (await catalogueOnB()).includes(house.id));
    // Withdrawn again: gone from B just as fast.
    await publish(house.id, false);
    await withinASecond(async () => !(await catalogueOnB()).includes(house.id));
  });

  it("serves a published house's details, images, views and model from the cache, following staff changes", async () => {
    const house = await completeHouse('Zwischengespeichert', 'FLAT');
    await publish(house.id, true);
    const serverB = b.app.getHttpServer();
    const views = (await request(serverB).get(`/api/v1/houses/${house.id}/house-views`).expect(200)).body;
    const paths = [
      `/api/v1/houses/${house.id}`,
      `/api/v1/houses/${house.id}/image-list`,
      `/api/v1/houses/${house.id}/house-views`,
    ];
    for (const path of paths) {
      const first = await request(serverB).get(path).expect(200);
      expect(first.headers.etag).toMatch(/^".+"$/);
      // A browser holding the answer is told it is unchanged.
      await request(serverB).get(path).set('If-None-Match', first.headers.etag).expect(304);
    }
    // (The files live in each instance's own folder here, so the model is asked of A.)
    await request(serverA).get(views[0].modelUrl).expect(200);

    // Renamed through A: B shows the new name within a second.
    await request(serverA)
      .put(`/api/v1/admin/houses/templates/${house.id}`)
      .set(bearer(staff))
      .send({ name: 'Umbenannt' })
      .expect(200);
    await withinASecond(async () => (await request(serverB).get(paths[0]).expect(200)).body.name === 'Umbenannt');

    // Withdrawn through A: nothing of it is public on B any more, on A at once.
    await publish(house.id, false);
    for (const path of [...paths, views[0].modelUrl]) {
      await request(serverA).get(path).expect(404);
      if (path !== views[0].modelUrl)
        await withinASecond(async () => (await request(serverB).get(path)).status === 404);
    }
    // Staff still see the draft.
    const draft = await request(serverB).get(paths[0]).set(bearer(staff)).expect(200);
    expect(draft.body.published).toBe(false);
  });

  it('shows a new request in the staff list total on the other instance at once', async () => {
    const person = await a.dataSource
      .getRepository(ContactPerson)
      .save({ name: 'Zähler', email: 'z@example.at', phoneNumber: '0732 1', published: true });
    const body = (lastName: string) => ({
      firstName: 'Zoe',
      lastName,
      email: 'zoe@example.at',
      phoneNumber: '0664 1234567',
      contactPersonId: person.id,
    });
    // One row per page, so the total comes from the (cached) count.
    const totalOnB = async () =>
      (
        await request(b.app.getHttpServer())
          .get('/api/v1/admin/customer-requests')
          .set(bearer(staff))
          .query({ range: '[0,0]', filter: JSON.stringify({ contactPersonId: person.id }) })
          .expect(200)
      ).headers['content-range'];
    const create = (lastName: string) =>
      request(serverA).post('/api/v1/admin/customer-requests').set(bearer(staff)).send(body(lastName)).expect(201);
    await create('Eins');
    await create('Zwei');
    expect(await totalOnB()).toBe('customer-requests 0-0/2'); // now cached on B
    await create('Drei');
    const started = Date.now();
    while ((await totalOnB()) !== 'customer-requests 0-0/3') {
      // Well before the cache's own 5 s limit: the change was announced.
      expect(Date.now() - started).toBeLessThan(4000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('ends an access token on the other instance as soon as the user logs out on one', async () => {
    const credentials = await createStaff(a.dataSource);
    const session = await login(serverA, credentials.username, credentials.password);
    const serverB = b.app.getHttpServer();
    // Known (and kept) on B. Token checks on both servers run B's strategy (one per process, see
    // above), so only the message from A can drop B's copy; the instant 401 on the instance that
    // made the change is checked in auth.e2e-spec.
    await request(serverB).get('/api/v1/users/me').set(bearer(session)).expect(200);
    await request(serverA).post('/api/v1/auth/logout').set(bearer(session)).expect(204);
    await withinASecond(
      async () => (await request(serverB).get('/api/v1/users/me').set(bearer(session))).status === 401,
    );
  });
});
