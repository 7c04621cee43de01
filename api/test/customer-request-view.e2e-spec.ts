import { ErrorCode, HouseKind, RequestStatus, SunDatePreset } from '@hauskonfig/shared';
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
import { TestApp, createTestApp } from './support/test-app.js';

describe("the customer's released request", () => {
  let t: TestApp;
  let server: App;
  let staff: Session;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
  });
  afterAll(() => t.close());

  async function customerFor(
    status: RequestStatus,
    withCustomHouse = false,
  ): Promise<{ session: Session; requestId: string }> {
    // Access data come with the release; the status it is then set to is what the test is about.
    const customerRequest = await createRequest(t.dataSource, { status: RequestStatus.IN_PLANNING });
    if (withCustomHouse) {
      const house = await t.dataSource
        .getRepository(House)
        .save({ name: 'Haus Muster', kind: HouseKind.CUSTOM, sizeInSqm: 140 });
      await t.dataSource.getRepository(CustomerRequest).update(customerRequest.id, { houseId: house.id });
    }
    const credentials = await generateCredentials(server, staff, customerRequest.id);
    await t.dataSource.getRepository(CustomerRequest).update(customerRequest.id, { status });
    return {
      session: await customerLogin(server, credentials.loginCode, credentials.password),
      requestId: customerRequest.id,
    };
  }

  it('opens with the orientation the visitor sent, for the customer and in the staff preview', async () => {
    const { session, requestId } = await customerFor(RequestStatus.IN_PLANNING);
    await t.dataSource
      .getRepository(CustomerRequest)
      .update(requestId, { houseHeading: 45, sunDate: SunDatePreset.SPRING });
    const own = await request(server).get('/api/v1/customer-requests/for-me').set(bearer(session)).expect(200);
    expect(own.body).toMatchObject({ houseHeading: 45, sunDate: SunDatePreset.SPRING });
    const preview = await request(server)
      .get(`/api/v1/admin/customer-requests/${requestId}/preview`)
      .set(bearer(staff))
      .expect(200);
    expect(preview.body).toMatchObject({ houseHeading: 45, sunDate: SunDatePreset.SPRING });
  });

  it.each([RequestStatus.IN_PLANNING, RequestStatus.SOLD])('is shown when %s', async (status) => {
    const { session, requestId } = await customerFor(status, true);
    const res = await request(server).get('/api/v1/customer-requests/for-me').set(bearer(session)).expect(200);
    expect(res.body).toMatchObject({
      id: requestId,
      status,
      fullName: 'Maria Muster',
      house: { kind: HouseKind.CUSTOM, name: 'Haus Muster' },
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(res.body).not.toHaveProperty('loginCode');
    await request(server).get(`/api/v1/customer-requests/${requestId}`).set(bearer(session)).expect(200);
    const house = await request(server)
      .get(`/api/v1/customer-requests/${requestId}/custom-house`)
      .set(bearer(session))
      .expect(200);
    expect(house.body.sizeInSqm).toBe(140);
  });

  it.each([RequestStatus.NEW, RequestStatus.IN_NEGOTIATION, RequestStatus.ARCHIVED, RequestStatus.DECLINED])(
    'answers WRONG_STATUS when %s',
    async (status) => {
      const { session } = await customerFor(status);
      const res = await request(server).get('/api/v1/customer-requests/for-me').set(bearer(session)).expect(403);
      expect(res.body.code).toBe(ErrorCode.WRONG_STATUS);
      expect(res.body.message).toMatch(/In Planung/);
    },
  );

  it("answers another customer's request like an unknown one", async () => {
    const a = await customerFor(RequestStatus.IN_PLANNING);
    const b = await customerFor(RequestStatus.IN_PLANNING);
    const res = await request(server)
      .get(`/api/v1/customer-requests/${b.requestId}`)
      .set(bearer(a.session))
      .expect(404);
    expect(res.body.code).toBe(ErrorCode.REQUEST_NOT_FOUND);
  });

  it('has no custom house to show for a template-house request', async () => {
    const { session, requestId } = await customerFor(RequestStatus.IN_PLANNING);
    const res = await request(server)
      .get(`/api/v1/customer-requests/${requestId}/custom-house`)
      .set(bearer(session))
      .expect(404);
    expect(res.body.code).toBe(ErrorCode.HOUSE_NOT_FOUND);
  });
});
