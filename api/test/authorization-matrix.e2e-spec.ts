import request from 'supertest';
import type { App } from 'supertest/types.js';
import { CustomerRequest } from '../src/customer-requests/customer-request.entity.js';
import { Session, createRequest, createStaff, customerLogin, generateCredentials, login } from './support/fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';

type Caller = 'anonymous' | 'customerA' | 'customerB' | 'staff';
const CALLERS: Caller[] = ['anonymous', 'customerA', 'customerB', 'staff'];

interface Context {
  requestA: CustomerRequest;
  requestB: CustomerRequest;
  /** A request no caller owns, for calls that change things. */
  requestC: CustomerRequest;
  codeA: string;
}

interface Row {
  /** Expected status for anonymous, customer A, customer B, staff. */
  expect: [number, number, number, number];
  url?: (c: Context) => string;
  body?: (c: Context) => object;
}

/**
 * Every route of the API with the status each kind of caller gets. A route missing here fails
 * the test, so each new route must state who may call it.
 */
const MATRIX: Record<string, Row> = {
  'GET /api/v1/health': { expect: [200, 200, 200, 200] },
  'GET /api/v1/construction-stages': { expect: [200, 200, 200, 200] },
  'POST /api/v1/auth/login': { expect: [400, 400, 400, 400], body: () => ({}) },
  'POST /api/v1/auth/refresh': { expect: [401, 401, 401, 401], body: () => ({ token: 'x', email: 'y' }) },
  'POST /api/v1/auth/logout': { expect: [401, 204, 204, 204] },
  'GET /api/v1/auth/customer-login': {
    expect: [200, 200, 200, 200],
    url: (c) => `/api/v1/auth/customer-login?login-code=${c.codeA}`,
  },
  'POST /api/v1/auth/customer-login': {
    expect: [403, 403, 403, 403],
    body: (c) => ({ loginCode: c.codeA, password: 'falsch' }),
  },
  'GET /api/v1/users/me': { expect: [401, 200, 200, 200] },
  'POST /api/v1/admin/customer-requests/:id/generate-credentials': {
    expect: [401, 403, 403, 201],
    url: (c) => `/api/v1/admin/customer-requests/${c.requestC.id}/generate-credentials`,
  },
};

/** Method and path of every route Express knows, as Nest registered them. */
function registeredRoutes(app: TestApp['app']): string[] {
  const express = app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  return express.router.stack
    .filter((layer) => layer.route?.path.startsWith('/api/v1/'))
    .flatMap((layer) =>
      Object.keys(layer.route!.methods)
        .filter((method) => method !== '_all')
        .map((method) => `${method.toUpperCase()} ${layer.route!.path}`),
    );
}

describe('authorization matrix', () => {
  let t: TestApp;
  let server: App;
  let context: Context;
  let staffCredentials: { username: string; password: string };
  const customerPasswords: Record<'customerA' | 'customerB', { code: string; password: string }> = {
    customerA: { code: '', password: '' },
    customerB: { code: '', password: '' },
  };

  beforeAll(async () => {
    t = await createTestApp({
      AUTH_MAX_FAILURES_PER_ACCOUNT: '1000',
      AUTH_MAX_FAILURES_PER_IP: '1000',
      CUSTOMER_LINK_LOOKUPS_PER_MINUTE: '1000',
    });
    server = t.app.getHttpServer();
    staffCredentials = await createStaff(t.dataSource);
    const staff = await login(server, staffCredentials.username, staffCredentials.password);
    const [requestA, requestB, requestC] = await Promise.all([
      createRequest(t.dataSource),
      createRequest(t.dataSource),
      createRequest(t.dataSource),
    ]);
    const a = await generateCredentials(server, staff, requestA.id);
    const b = await generateCredentials(server, staff, requestB.id);
    customerPasswords.customerA = { code: a.loginCode, password: a.password };
    customerPasswords.customerB = { code: b.loginCode, password: b.password };
    context = { requestA, requestB, requestC, codeA: a.loginCode };
  });
  afterAll(() => t.close());

  /** A fresh session per call, so a logout in one row cannot spoil the next. */
  async function sessionFor(caller: Caller): Promise<Session | null> {
    if (caller === 'anonymous') return null;
    if (caller === 'staff') return login(server, staffCredentials.username, staffCredentials.password);
    const { code, password } = customerPasswords[caller];
    return customerLogin(server, code, password);
  }

  it('covers every registered route', () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it.each(Object.entries(MATRIX))('%s', async (route, row) => {
    const [method, path] = route.split(' ');
    const actual: Record<string, number> = {};
    for (const caller of CALLERS) {
      const session = await sessionFor(caller);
      const url = row.url ? row.url(context) : path;
      let call = request(server)[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url);
      if (session) call = call.set('Authorization', `Bearer ${session.accessToken}`);
      const res = row.body ? await call.send(row.body(context)) : await call;
      actual[caller] = res.status;
    }
    expect(actual).toEqual(Object.fromEntries(CALLERS.map((caller, i) => [caller, row.expect[i]])));
  });
});
