import { randomUUID } from 'node:crypto';
import { ImageType } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { ContactPerson } from '../src/contact-people/contact-person.entity.js';
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

  it('shows a change made through one instance on the other within a second', async () => {
    const house = (
      await request(serverA)
        .post('/api/v1/admin/houses/templates')
        .set(bearer(staff))
        .send({
          name: 'Zweiter Knoten',
          constructionMethod: 'SOLID',
          roofShape: 'PENT',
          propertyShape: 'HILLSIDE',
          sizeInSqm: 99,
        })
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

    expect(await catalogueOnB()).not.toContain(house.id); // now cached on B
    await request(serverA)
      .post('/api/v1/admin/houses/templates/publish')
      .set(bearer(staff))
      .send({ id: house.id, publishHouse: true })
      .expect(200);
    const started = Date.now();
    while (!(await catalogueOnB()).includes(house.id)) {
      expect(Date.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Withdrawn again: gone from B just as fast.
    await request(serverA)
      .post('/api/v1/admin/houses/templates/publish')
      .set(bearer(staff))
      .send({ id: house.id, publishHouse: false })
      .expect(200);
    const withdrawn = Date.now();
    while ((await catalogueOnB()).includes(house.id)) {
      expect(Date.now() - withdrawn).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
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
});
