import { ErrorCode, HouseKind, RequestStatus } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { CustomerRequest } from '../src/customer-requests/customer-request.entity.js';
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

const WITHDRAWN = [RequestStatus.NEW, RequestStatus.IN_NEGOTIATION, RequestStatus.DECLINED, RequestStatus.ARCHIVED];

/**
 * A customer sees their custom house only while their request is released (IN_PLANNING or SOLD,
 * the rule of for-me): withdrawing the release withdraws the house with every file at once.
 */
describe("a custom house follows the release of its customer's request", () => {
  let t: TestApp;
  let server: App;
  let staff: Session;
  let customer: Session;
  let requestId: string;
  let houseId: string;
  let files: HouseFileUrls;
  let access: { loginCode: string; password: string };

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
    requestId = (await createRequest(t.dataSource, { status: RequestStatus.IN_PLANNING })).id;
    await request(server)
      .put(`/api/v1/admin/customer-requests/${requestId}/assign-custom-house`)
      .set(bearer(staff))
      .expect(200);
    houseId = (await t.dataSource.getRepository(CustomerRequest).findOneByOrFail({ id: requestId })).houseId!;
    files = await houseWithEveryFile(t, staff, houseId);
    access = await generateCredentials(server, staff, requestId);
    customer = await customerLogin(server, access.loginCode, access.password);
  });
  afterAll(() => t.close());

  /** Every call that shows the customer something of the custom house. */
  function houseCalls(): string[] {
    return [
      `/api/v1/customer-requests/for-me`,
      `/api/v1/customer-requests/${requestId}`,
      `/api/v1/customer-requests/${requestId}/custom-house`,
      `/api/v1/houses/${houseId}`,
      `/api/v1/houses/${houseId}/image-list`,
      `/api/v1/houses/${houseId}/image-list?type=GROUNDPLAN_MEASURED`,
      `/api/v1/houses/${houseId}/house-views`,
      files.modelUrl,
      withoutQuery(files.modelUrl),
      files.usdzUrl,
      withoutQuery(files.usdzUrl),
      ...files.images,
      ...files.images.map((url) => `${url}?size=small`),
    ];
  }

  const admin = (path: string) => `/api/v1/admin/customer-requests/${requestId}${path}`;
  /** The one withdraw action, then on to the status under test. */
  async function withdrawTo(status: RequestStatus): Promise<void> {
    await request(server).post(admin('/withdraw-release')).set(bearer(staff)).expect(200);
    if (status === RequestStatus.IN_NEGOTIATION) return;
    await request(server).put(admin('')).set(bearer(staff)).send({ status }).expect(200);
  }
  const releaseAgain = () => request(server).post(admin('/release')).set(bearer(staff)).send({}).expect(200);

  async function statuses(session: Session | null): Promise<Record<string, [number, string | undefined]>> {
    const answers: Record<string, [number, string | undefined]> = {};
    for (const url of houseCalls()) {
      const call = request(server).get(url);
      const res = session ? await call.set(bearer(session)) : await call;
      answers[url] = [res.status, res.body?.code];
    }
    return answers;
  }

  const all = (answer: [number, string | undefined]) => Object.fromEntries(houseCalls().map((url) => [url, answer]));

  it('covers the request, the house, its lists, GLB and USDZ with and without v, 4 image types in 2 sizes', () => {
    expect(houseCalls()).toHaveLength(19);
    expect(files.usdzUrl).toMatch(/model\.usdz\?v=/);
  });

  it('shows every file of the released custom house to its customer, privately', async () => {
    expect(await statuses(customer)).toEqual(all([200, undefined]));
    for (const url of [files.modelUrl, files.usdzUrl, ...files.images]) {
      const res = await request(server).get(url).set(bearer(customer)).expect(200);
      expect(res.headers['cache-control']).toMatch(/^private/);
    }
  });

  it.each(WITHDRAWN)(
    'withdraws every file at once when the request is set back to %s, and shows it again when released',
    async (status) => {
      await withdrawTo(status);
      // The withdrawal ended the customer's session; they log in again with the same access.
      customer = await customerLogin(server, access.loginCode, access.password);
      expect(await statuses(customer)).toEqual(all([403, ErrorCode.WRONG_STATUS]));
      // Staff still see it, anonymous callers never did.
      const forStaff = await statuses(staff);
      for (const url of houseCalls().filter((call) => !call.includes('/customer-requests/'))) {
        expect([url, forStaff[url][0]]).toEqual([url, 200]);
      }
      const anonymous = await statuses(null);
      for (const url of houseCalls().filter((call) => !call.includes('/customer-requests/'))) {
        expect([url, anonymous[url]]).toEqual([url, [403, ErrorCode.VIEW_FORBIDDEN]]);
      }
      await releaseAgain();
      expect(await statuses(customer)).toEqual(all([200, undefined]));
    },
  );

  it("keeps another customer out whatever the request's status", async () => {
    const other = (await createRequest(t.dataSource, { status: RequestStatus.IN_PLANNING })).id;
    const credentials = await generateCredentials(server, staff, other);
    const stranger = await customerLogin(server, credentials.loginCode, credentials.password);
    const res = await request(server).get(files.modelUrl).set(bearer(stranger)).expect(403);
    expect(res.body.code).toBe(ErrorCode.VIEW_FORBIDDEN);
    const house = await request(server).get(`/api/v1/houses/${houseId}`).set(bearer(customer)).expect(200);
    expect(house.body.kind).toBe(HouseKind.CUSTOM);
  });
});
