import request from 'supertest';
import type { App } from 'supertest/types.js';
import {
  bearer,
  createRequest,
  createStaff,
  customerLogin,
  generateCredentials,
  login,
  Session,
} from './support/fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';

/**
 * Answers that belong to one person (tokens, the logged-in user, a customer's request) must not be
 * kept by a browser or proxy cache, where the next user of the machine or cache could find them.
 */
describe('personal answers', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;
  let customer: Session;
  let credentials: { loginCode: string; password: string };
  let requestId: string;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    const account = await createStaff(t.dataSource);
    staff = await login(server, account.username, account.password);
    requestId = (await createRequest(t.dataSource)).id;
    credentials = await generateCredentials(server, staff, requestId);
    customer = await customerLogin(server, credentials.loginCode, credentials.password);
  });
  afterAll(() => t.close());

  it.each<[string, () => request.Test]>([
    ['the staff login', () => request(server).post('/api/v1/auth/login').send({ username: 'x', password: 'y' })],
    [
      'the customer-link look-up',
      () => request(server).get(`/api/v1/auth/customer-login?login-code=${credentials.loginCode}`),
    ],
    ['the customer login', () => request(server).post('/api/v1/auth/customer-login').send(credentials)],
    ['the current user', () => request(server).get('/api/v1/users/me').set(bearer(customer))],
    ["the customer's request", () => request(server).get('/api/v1/customer-requests/for-me').set(bearer(customer))],
    [
      "the customer's request by id",
      () => request(server).get(`/api/v1/customer-requests/${requestId}`).set(bearer(customer)),
    ],
    ['the staff request list', () => request(server).get('/api/v1/admin/customer-requests').set(bearer(staff))],
    [
      'the staff view of a request',
      () => request(server).get(`/api/v1/admin/customer-requests/${requestId}`).set(bearer(staff)),
    ],
    ['a refusal', () => request(server).get('/api/v1/users/me')],
  ])('%s carries Cache-Control: no-store', async (_label, call) => {
    const res = await call();
    expect(res.status).toBeLessThan(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public catalogue to be revalidated, not refetched', async () => {
    const res = await request(server).get('/api/v1/houses/templates').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
