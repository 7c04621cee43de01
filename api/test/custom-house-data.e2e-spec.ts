import { ConstructionMethod, ErrorCode, HouseKind, PropertyShape, RequestStatus, RoofShape } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { House } from '../src/houses/house.entity.js';
import {
  Session,
  bearer,
  createRequest,
  customerLogin,
  generateCredentials,
  staffSession,
} from './support/fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';

/**
 * A custom house's data (name, shapes, area, plot number, cadastral municipality) are edited on its
 * request's page, saved with the request; the template editor's calls refuse the custom house.
 */
describe("a custom house's data", () => {
  let t: TestApp;
  let server: App;
  let staff: Session;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
  });
  afterAll(() => t.close());

  const admin = (path: string) => `/api/v1/admin/customer-requests/${path}`;

  async function requestWithCustomHouse(): Promise<{ requestId: string; houseId: string }> {
    const template = await t.dataSource.getRepository(House).save({
      kind: HouseKind.TEMPLATE,
      name: `Villa Donaublick ${Date.now()}`,
      propertyShape: PropertyShape.STRAIGHT,
      constructionMethod: ConstructionMethod.SOLID,
      roofShape: RoofShape.GABLE,
      sizeInSqm: 142.5,
      propertyNumber: '99/1',
      location: 'Musterhausen',
      published: true,
    });
    const { id: requestId } = await createRequest(t.dataSource, {
      status: RequestStatus.IN_PLANNING,
      houseId: template.id,
      propertyNumber: '1287/4',
    });
    const res = await request(server)
      .put(admin(`${requestId}/assign-custom-house`))
      .set(bearer(staff))
      .expect(200);
    return { requestId, houseId: res.body.house.id as string };
  }

  const data = {
    name: 'Villa Donaublick – Familie Muster',
    propertyShape: PropertyShape.HILLSIDE,
    constructionMethod: ConstructionMethod.WOODEN,
    roofShape: RoofShape.FLAT,
    sizeInSqm: 156.25,
    propertyNumber: '1287/4',
    location: 'Linz',
  };

  it('are shown with the request and saved with it, and the customer sees them', async () => {
    const { requestId, houseId } = await requestWithCustomHouse();
    const before = await request(server).get(admin(requestId)).set(bearer(staff)).expect(200);
    // The copy takes the template's design, but the plot is the customer's, not the model house's.
    expect(before.body.customHouse).toMatchObject({ sizeInSqm: 142.5, propertyNumber: '1287/4', location: null });

    const saved = await request(server)
      .put(admin(requestId))
      .set(bearer(staff))
      .send({ notes: 'Hangseitig', customHouse: data })
      .expect(200);
    expect(saved.body.customHouse).toEqual(data);
    expect(saved.body.house).toMatchObject({ id: houseId, name: data.name, kind: HouseKind.CUSTOM });
    expect(saved.body.notes).toBe('Hangseitig');

    const access = await generateCredentials(server, staff, requestId);
    const customer = await customerLogin(server, access.loginCode, access.password);
    const seen = await request(server).get(`/api/v1/customer-requests/${requestId}/custom-house`).set(bearer(customer));
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject(data);
  });

  it('are refused with a code at the field when invalid, and nothing of the request is changed', async () => {
    const { requestId } = await requestWithCustomHouse();
    const res = await request(server)
      .put(admin(requestId))
      .set(bearer(staff))
      .send({ notes: 'nicht gespeichert', customHouse: { ...data, name: ' ', sizeInSqm: -3 } })
      .expect(400);
    expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const fields = (res.body.errors as { field: string }[]).map((error) => error.field).sort();
    expect(fields).toEqual(['customHouse.name', 'customHouse.sizeInSqm']);
    const after = await request(server).get(admin(requestId)).set(bearer(staff)).expect(200);
    expect(after.body.notes).toBeNull();

    // A number refused only for its decimals says so.
    const decimals = await request(server)
      .put(admin(requestId))
      .set(bearer(staff))
      .send({ customHouse: { ...data, sizeInSqm: 156.255 } })
      .expect(400);
    expect(decimals.body.errors).toEqual([
      { field: 'customHouse.sizeInSqm', messages: ['Wohnfläche darf höchstens 2 Nachkommastellen haben'] },
    ]);
    // Written "1e-7", a tiny number has no decimal point: its decimals are judged by value, not text (was a 500).
    const tiny = await request(server)
      .put(admin(requestId))
      .set(bearer(staff))
      .send({ customHouse: { ...data, sizeInSqm: 1e-7 } })
      .expect(400);
    expect(tiny.body.errors.map((error: { field: string }) => error.field)).toEqual(['customHouse.sizeInSqm']);
  });

  it('cannot be sent for a request with a template house', async () => {
    const { id } = await createRequest(t.dataSource, { status: RequestStatus.NEW });
    const res = await request(server)
      .put(admin(id))
      .set(bearer(staff))
      .send({ notes: 'nicht gespeichert', customHouse: data })
      .expect(409);
    expect(res.body.code).toBe(ErrorCode.NOT_CUSTOM_HOUSE);
    const after = await request(server).get(admin(id)).set(bearer(staff)).expect(200);
    expect(after.body).toMatchObject({ notes: null, customHouse: null });
  });

  it('are not the template editor’s: it names the request and refuses saving and publishing', async () => {
    const { requestId, houseId } = await requestWithCustomHouse();
    const house = await request(server).get(`/api/v1/admin/houses/templates/${houseId}`).set(bearer(staff)).expect(200);
    expect(house.body).toMatchObject({ kind: HouseKind.CUSTOM, customerRequestId: requestId });
    await request(server).put(`/api/v1/admin/houses/templates/${houseId}`).set(bearer(staff)).send(data).expect(404);
    await request(server)
      .post('/api/v1/admin/houses/templates/publish')
      .set(bearer(staff))
      .send({ id: houseId, publishHouse: true })
      .expect(404);
  });
});
