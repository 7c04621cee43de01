import { NO_CONTACT_PERSON } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { ContactPerson } from '../src/contact-people/contact-person.entity.js';
import { Session, bearer, createRequest, staffSession } from './support/fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';

const BASE = '/api/v1/admin/customer-requests';

describe('staff request list: search without spaces, requests without a contact person', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
  });
  afterAll(() => t.close());

  const listIds = async (filter: object): Promise<string[]> => {
    const res = await request(server)
      .get(BASE)
      .set(bearer(staff))
      .query({ filter: JSON.stringify(filter), range: '[0,99]' })
      .expect(200);
    return res.body.map((row: { id: string }) => row.id).sort();
  };

  it('ignores every space in name and phone, in the stored value and in the search text', async () => {
    const franz = await createRequest(t.dataSource, {
      firstName: 'Franz Xaver',
      lastName: 'Moser',
      phoneNumber: '+43 660 1234567',
    });
    const other = await createRequest(t.dataSource, {
      firstName: 'Franz',
      lastName: 'Huber',
      phoneNumber: '+43 660 7654321',
    });
    const ids = [franz.id, other.id];
    expect(await listIds({ id: ids, phoneNumber: '+436601234567' })).toEqual([franz.id]);
    expect(await listIds({ id: ids, fullName: 'franz xavermoser' })).toEqual([franz.id]);
    expect(await listIds({ id: ids, fullName: 'FranzXaverMoser' })).toEqual([franz.id]);
    expect(await listIds({ id: ids, q: '+43 6601 234 567' })).toEqual([franz.id]);
    expect(await listIds({ id: ids, phoneNumber: '660 ' })).toEqual([...ids].sort());
  });

  it('keeps the search on the trigram indexes', async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      // A small test table would be read whole anyway: ask whether an index can answer at all.
      await runner.query('SET LOCAL enable_seqscan = off');
      for (const [column, index] of [
        ['full_name_search', 'IDX_customer_requests_full_name_trgm'],
        ['email_search', 'IDX_customer_requests_email_trgm'],
        ['phone_number_search', 'IDX_customer_requests_phone_trgm'],
      ]) {
        const plan: { 'QUERY PLAN': string }[] = await runner.query(
          `EXPLAIN SELECT id FROM customer_requests WHERE ${column} LIKE '%6601234%'`,
        );
        expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(index);
      }
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it(`filters the requests without a contact person (contactPersonId "${NO_CONTACT_PERSON}")`, async () => {
    const person = await t.dataSource
      .getRepository(ContactPerson)
      .save({ name: 'Nina Nullmann', email: 'nina@example.at', phoneNumber: '+43 1 5', published: true });
    const withPerson = await createRequest(t.dataSource, { contactPersonId: person.id });
    const without = await createRequest(t.dataSource, { contactPersonId: null });
    const ids = [withPerson.id, without.id];
    expect(await listIds({ id: ids, contactPersonId: NO_CONTACT_PERSON })).toEqual([without.id]);
    expect(await listIds({ id: ids, contactPersonId: person.id })).toEqual([withPerson.id]);
    // Every row of the answer really has no contact person.
    const res = await request(server)
      .get(BASE)
      .set(bearer(staff))
      .query({ filter: JSON.stringify({ contactPersonId: NO_CONTACT_PERSON }), range: '[0,999]' })
      .expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((row: { contactPersonId: string | null }) => row.contactPersonId === null)).toBe(true);
  });
});
