import { ErrorCode } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { House } from '../src/houses/house.entity.js';
import { CustomerRequest } from '../src/customer-requests/customer-request.entity.js';
import { Session, bearer, createRequest, createStaff, login } from './support/fixtures.js';
import { makePng } from './support/model-fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';

describe('contact people', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;
  let staffPassword: string;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    const credentials = await createStaff(t.dataSource);
    staffPassword = credentials.password;
    staff = await login(server, credentials.username, credentials.password);
  });
  afterAll(() => t.close());

  const fields = (overrides: Record<string, string> = {}) => ({
    name: 'Anna Berger',
    email: 'anna.berger@example.at',
    phoneNumber: '+43 732 123456',
    published: 'true',
    ...overrides,
  });
  const post = (values: Record<string, string>, photo: Buffer | null) => {
    const call = request(server).post('/api/v1/admin/contact-people').set(bearer(staff));
    for (const [key, value] of Object.entries(values)) call.field(key, value);
    if (photo) call.attach('image', photo, 'foto.jpg');
    return call;
  };

  it('refuses a contact person without a photo, in German', async () => {
    const res = await post(fields(), null).expect(400);
    expect(res.body.message).toBe('Ein Ansprechpartner kann nicht ohne Bild gespeichert werden');
  });

  it('validates email and phone in German', async () => {
    const res = await post(fields({ email: 'kein-mail', phoneNumber: 'abc' }), await makePng()).expect(400);
    const byField = Object.fromEntries(
      res.body.errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages[0]]),
    );
    expect(byField.email).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(byField.phoneNumber).toBe('Bitte geben Sie eine gültige Telefonnummer ein');
  });

  it('refuses a name that would start a new line', async () => {
    const res = await post(fields({ name: 'Anna\r\nE-Mail: evil@example.com' }), await makePng()).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['name']);
  });

  it('creates a published person with photo and staff login; the public sees only public fields', async () => {
    const username = `anna-${Date.now()}`;
    const created = (
      await post(
        fields({ username, password: 'Sicheres-Passwort-1', currentPassword: staffPassword }),
        await makePng(),
      ).expect(201)
    ).body;
    expect(created).toMatchObject({
      name: 'Anna Berger',
      published: true,
      username,
      imageUrl: expect.stringContaining(created.id),
    });
    const publicList = (await request(server).get('/api/v1/contact-people').expect(200)).body;
    const entry = publicList.find((p: { id: string }) => p.id === created.id);
    expect(Object.keys(entry).sort()).toEqual(['email', 'id', 'imageUrl', 'name', 'phoneNumber']);
    const photo = await request(server).get(entry.imageUrl).expect(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    // The person can log in to the admin area.
    await login(server, username, 'Sicheres-Passwort-1');
    const taken = await post(
      fields({ username: username.toUpperCase(), password: 'Sicheres-Passwort-2', currentPassword: staffPassword }),
      await makePng(),
    ).expect(409);
    expect(taken.body.errors[0].field).toBe('username');
  });

  it('hides unpublished people from the public', async () => {
    const hidden = (await post(fields({ published: 'false' }), await makePng()).expect(201)).body;
    await request(server).get(`/api/v1/contact-people/${hidden.id}`).expect(404);
    await request(server).get(hidden.imageUrl).expect(404);
    await request(server).get(hidden.imageUrl).set(bearer(staff)).expect(200);
  });

  it('updates without a new photo, and refuses to delete someone still assigned', async () => {
    const person = (await post(fields(), await makePng()).expect(201)).body;
    const updated = await request(server)
      .put(`/api/v1/admin/contact-people/${person.id}`)
      .set(bearer(staff))
      .field('name', 'Anna Berger-Huber')
      .field('email', 'anna@example.at')
      .field('phoneNumber', '0732 123456')
      .expect(200);
    expect(updated.body).toMatchObject({ name: 'Anna Berger-Huber', imageUrl: person.imageUrl });

    const house = await t.dataSource.getRepository(House).insert({ name: 'Zugeordnet', contactPersonId: person.id });
    const refused = await request(server)
      .delete(`/api/v1/admin/contact-people/${person.id}`)
      .set(bearer(staff))
      .expect(409);
    expect(refused.body.code).toBe(ErrorCode.CONFLICT);
    expect(refused.body.message).toMatch(/zugeordnet/);
    const assigned = await createRequest(t.dataSource, {
      firstName: 'Jonas',
      lastName: 'Berger',
      contactPersonId: person.id,
    });
    const usage = await request(server)
      .get(`/api/v1/admin/contact-people/${person.id}/usage`)
      .set(bearer(staff))
      .expect(200);
    expect(usage.body).toEqual({
      houses: [{ id: house.identifiers[0].id, name: 'Zugeordnet', kind: 'TEMPLATE', requestId: null }],
      requests: [{ id: assigned.id, customerName: 'Jonas Berger' }],
    });
    await t.dataSource.getRepository(CustomerRequest).delete(assigned.id);
    await t.dataSource.getRepository(House).delete(house.identifiers[0].id);
    await request(server).delete(`/api/v1/admin/contact-people/${person.id}`).set(bearer(staff)).expect(200);
    await request(server).get(`/api/v1/admin/contact-people/${person.id}`).set(bearer(staff)).expect(404);
  });

  it('lists for staff in the simple-rest dialect', async () => {
    const res = await request(server)
      .get('/api/v1/admin/contact-people')
      .set(bearer(staff))
      .query({ sort: '["name","ASC"]', range: '[0,1]' })
      .expect(200);
    expect(res.headers['content-range']).toMatch(/^contact-people 0-1\/\d+$/);
    expect(res.body).toHaveLength(2);
  });
});
