import { HouseKind } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { ContactPerson } from '../src/contact-people/contact-person.entity.js';
import { House } from '../src/houses/house.entity.js';
import { Session, bearer, createRequest, staffSession } from './support/fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';

/** react-admin's getList without a sort, and its reference inputs, ask for `sort=["id","ASC"]`. */
describe('staff lists accept the default sort by id', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
  });
  afterAll(() => t.close());

  /** The ids of the listed records, for both directions of the id sort. */
  const idsSorted = async (url: string, ids: string[]) => {
    const result: string[][] = [];
    for (const order of ['ASC', 'DESC']) {
      const res = await request(server)
        .get(url)
        .set(bearer(staff))
        .query({ sort: JSON.stringify(['id', order]), range: '[0,24]', filter: JSON.stringify({ id: ids }) })
        .expect(200);
      result.push(res.body.map((row: { id: string }) => row.id));
    }
    return result;
  };
  const expectIdOrder = async (url: string, ids: string[]) => {
    const ascending = [...ids].sort();
    expect(await idsSorted(url, ids)).toEqual([ascending, [...ascending].reverse()]);
  };

  it('houses', async () => {
    const houses = await t.dataSource
      .getRepository(House)
      .save(
        ['Id-Haus A', 'Id-Haus B', 'Id-Haus C'].map((name) => ({ name, kind: HouseKind.TEMPLATE, published: false })),
      );
    await expectIdOrder(
      '/api/v1/admin/houses/templates',
      houses.map((house) => house.id),
    );
  });

  it('customer requests', async () => {
    const rows = [];
    for (const firstName of ['Ida', 'Ina', 'Iris']) rows.push(await createRequest(t.dataSource, { firstName }));
    await expectIdOrder(
      '/api/v1/admin/customer-requests',
      rows.map((row) => row.id),
    );
  });

  it('contact people', async () => {
    const people = await t.dataSource.getRepository(ContactPerson).save(
      ['Ida Id', 'Ina Id', 'Iris Id'].map((name) => ({
        name,
        email: 'id@example.at',
        phoneNumber: '+43 1 2',
        published: true,
      })),
    );
    await expectIdOrder(
      '/api/v1/admin/contact-people',
      people.map((person) => person.id),
    );
  });
});
