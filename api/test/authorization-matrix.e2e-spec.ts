import request from 'supertest';
import type { App } from 'supertest/types.js';
import { HouseKind } from '@hauskonfig/shared';
import { CustomerRequest } from '../src/customer-requests/customer-request.entity.js';
import { House } from '../src/houses/house.entity.js';
import { makeGlb, makePng } from './support/model-fixtures.js';
import { Session, createRequest, createStaff, customerLogin, generateCredentials, login } from './support/fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';

type Caller = 'anonymous' | 'customerA' | 'customerB' | 'staff';
const CALLERS: Caller[] = ['anonymous', 'customerA', 'customerB', 'staff'];

interface Context {
  requestA: CustomerRequest;
  requestB: CustomerRequest;
  /** A request no caller owns, for calls that change things. */
  requestC: CustomerRequest;
  /** A request only staff deletes (last caller). */
  doomedRequestId: string;
  codeA: string;
  /** A published template house with a preview image. */
  published: { id: string; imageFilename: string };
  /** An unpublished template house with one 3D model. */
  draft: { id: string; viewId: string };
  /** A house only staff deletes (last caller), so earlier callers still find it. */
  doomedId: string;
  /** Customer A's custom house with a 3D model. */
  custom: { id: string; viewId: string };
  /** A published contact person with photo, and an unpublished one only staff deletes. */
  person: { id: string; imageUrl: string };
  doomedPersonId: string;
  /** The vendor's current logo. */
  logoUrl: string;
  /** The privacy text's version in force, consented to with new requests. */
  privacyVersion: number;
  /** A saved plan's receipt. */
  plan: { code: string; editToken: string };
  share: { token: string };
}

const PLAN_CONTENT = {
  houseId: null,
  withoutTemplateHouse: true,
  currentStageId: null,
  selectedWorkIds: [],
  personalInfo: { email: '', firstname: 'Mia', lastname: '', phoneNumber: '' },
};

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
  'GET /api/v1/health/live': { expect: [200, 200, 200, 200] },
  'GET /api/v1/construction-stages': { expect: [200, 200, 200, 200] },
  'POST /api/v1/auth/login': { expect: [400, 400, 400, 400], body: () => ({}) },
  'POST /api/v1/auth/refresh': { expect: [401, 401, 401, 401], body: () => ({ token: 'x', email: 'y' }) },
  'POST /api/v1/auth/logout': { expect: [401, 204, 204, 204] },
  'POST /api/v1/auth/logout-all': { expect: [401, 204, 204, 204] },
  'GET /api/v1/auth/customer-login': {
    expect: [200, 200, 200, 200],
    url: (c) => `/api/v1/auth/customer-login?login-code=${c.codeA}`,
  },
  'POST /api/v1/auth/customer-login': {
    expect: [403, 403, 403, 403],
    body: (c) => ({ loginCode: c.codeA, password: 'falsch' }),
  },
  'GET /api/v1/users/me': { expect: [401, 200, 200, 200] },
  'GET /api/v1/auth/second-factor': { expect: [401, 403, 403, 200] },
  'POST /api/v1/auth/second-factor/setup': { expect: [401, 403, 403, 400], body: () => ({}) },
  'POST /api/v1/auth/second-factor/confirm': { expect: [401, 403, 403, 409], body: () => ({ code: '123456' }) },
  'DELETE /api/v1/auth/second-factor': {
    expect: [401, 403, 403, 400],
    body: () => ({ currentPassword: 'falsch', code: '123456' }),
  },
  'GET /api/v1/admin/security-settings': { expect: [401, 403, 403, 200] },
  'POST /api/v1/admin/queue-board/ticket': { expect: [401, 403, 403, 200] },
  'GET /api/v1/admin/data-subjects': {
    expect: [401, 403, 403, 200],
    url: () => '/api/v1/admin/data-subjects?email=niemand%40example.at',
  },
  'DELETE /api/v1/admin/data-subjects': {
    expect: [401, 403, 403, 200],
    url: () => '/api/v1/admin/data-subjects?email=niemand%40example.at',
  },
  'GET /api/v1/admin/data-subjects/erasures': { expect: [401, 403, 403, 200] },
  'PUT /api/v1/admin/security-settings': {
    expect: [401, 403, 403, 200],
    body: () => ({
      secondFactorRequired: false,
      savedPlanRetentionDays: 90,
      closedRequestRetentionDays: 365,
      sentMailRetentionDays: 90,
    }),
  },
  'POST /api/v1/admin/contact-people/:id/second-factor/reset': {
    expect: [401, 403, 403, 400],
    url: (c) => `/api/v1/admin/contact-people/${c.person.id}/second-factor/reset`,
    body: () => ({}),
  },
  'POST /api/v1/admin/customer-requests/:id/generate-credentials': {
    expect: [401, 403, 403, 201],
    url: (c) => `/api/v1/admin/customer-requests/${c.requestC.id}/generate-credentials`,
  },
  'POST /api/v1/admin/customer-requests/:id/release': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/customer-requests/${c.requestC.id}/release`,
  },
  'POST /api/v1/admin/customer-requests/:id/withdraw-release': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/customer-requests/${c.doomedRequestId}/withdraw-release`,
  },
  'GET /api/v1/admin/customer-requests': { expect: [401, 403, 403, 200] },
  'POST /api/v1/admin/customer-requests': {
    expect: [401, 403, 403, 201],
    body: () => ({ firstName: 'Mia', lastName: 'Matrix', email: 'mia@example.at', phoneNumber: '0664 1234567' }),
  },
  'GET /api/v1/admin/customer-requests/:id': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/customer-requests/${c.requestA.id}`,
  },
  'PUT /api/v1/admin/customer-requests/:id': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/customer-requests/${c.requestC.id}`,
    body: () => ({ notes: 'Rückruf vereinbart' }),
  },
  'DELETE /api/v1/admin/customer-requests/:id': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/customer-requests/${c.doomedRequestId}`,
  },
  'GET /api/v1/admin/customer-requests/:id/preview': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/customer-requests/${c.requestA.id}/preview`,
  },
  'PUT /api/v1/admin/customer-requests/:id/assign-custom-house': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/customer-requests/${c.requestC.id}/assign-custom-house`,
  },
  'PUT /api/v1/admin/customer-requests/:id/assign-template-house/:houseId': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/customer-requests/${c.requestC.id}/assign-template-house/${c.published.id}`,
  },
  'GET /api/v1/admin/houses/templates': { expect: [401, 403, 403, 200] },
  'POST /api/v1/admin/houses/templates': { expect: [401, 403, 403, 201], body: () => ({ name: 'Matrixhaus' }) },
  'GET /api/v1/admin/houses/templates/:id': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/houses/templates/${c.draft.id}`,
  },
  'GET /api/v1/admin/houses/templates/:id/usage': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/houses/templates/${c.draft.id}/usage`,
  },
  'PUT /api/v1/admin/houses/templates/:id': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/houses/templates/${c.draft.id}`,
    body: () => ({ location: 'Linz' }),
  },
  'DELETE /api/v1/admin/houses/templates/:id': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/houses/templates/${c.doomedId}`,
  },
  'POST /api/v1/admin/houses/templates/publish': {
    expect: [401, 403, 403, 200],
    body: (c) => ({ id: c.draft.id, publishHouse: false }),
  },
  // Without files the staff call is a validation error; the point here is who gets that far.
  'POST /api/v1/admin/houses/image-upload': {
    expect: [401, 403, 403, 400],
    body: (c) => ({ id: c.draft.id, type: 'REFERENCES' }),
  },
  'DELETE /api/v1/admin/houses/images': {
    expect: [401, 403, 403, 200],
    body: (c) => ({ id: c.draft.id, type: 'REFERENCES', filenames: [`${c.requestC.id}.webp`] }),
  },
  'POST /api/v1/admin/house-views': {
    expect: [401, 403, 403, 400],
    body: (c) => ({ houseId: c.draft.id, name: 'Ohne Datei' }),
  },
  'PUT /api/v1/admin/house-views/:id': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/house-views/${c.draft.viewId}`,
    body: () => ({ name: 'Umbenannt' }),
  },
  'POST /api/v1/admin/house-views/:id/convert': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/house-views/${c.draft.viewId}/convert`,
  },
  'DELETE /api/v1/admin/house-views': {
    expect: [401, 403, 403, 204],
    body: (c) => ({ houseId: c.draft.id, houseViewIds: [c.requestC.id] }),
  },
  'POST /api/v1/customer-requests/incoming': {
    expect: [201, 201, 201, 201],
    body: (c) => ({
      email: 'm@example.at',
      firstname: 'Maria',
      lastname: 'Muster',
      phoneNumber: '0660 1234567',
      constructionWorkIds: [],
      privacyConsent: true,
      privacyVersion: c.privacyVersion,
    }),
  },
  'GET /api/v1/customer-requests/for-me': { expect: [401, 200, 200, 403] },
  'GET /api/v1/customer-requests/for-me/contact-person': { expect: [401, 200, 200, 403] },
  'GET /api/v1/customer-requests/:id': {
    expect: [401, 200, 404, 403],
    url: (c) => `/api/v1/customer-requests/${c.requestA.id}`,
  },
  'GET /api/v1/customer-requests/:id/custom-house': {
    expect: [401, 200, 404, 403],
    url: (c) => `/api/v1/customer-requests/${c.requestA.id}/custom-house`,
  },
  'GET /api/v1/contact-people': { expect: [200, 200, 200, 200] },
  'GET /api/v1/contact-people/assignment': {
    expect: [200, 200, 200, 200],
    url: (c) => `/api/v1/contact-people/assignment?houseId=${c.published.id}`,
  },
  'GET /api/v1/contact-people/:id': {
    expect: [200, 200, 200, 200],
    url: (c) => `/api/v1/contact-people/${c.person.id}`,
  },
  'GET /api/v1/files/contact-people/:id/:filename': { expect: [200, 200, 200, 200], url: (c) => c.person.imageUrl },
  'GET /api/v1/admin/contact-people': { expect: [401, 403, 403, 200] },
  'GET /api/v1/admin/contact-people/:id': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/contact-people/${c.person.id}`,
  },
  'GET /api/v1/admin/contact-people/:id/usage': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/contact-people/${c.person.id}/usage`,
  },
  // Without a photo the staff call is refused in German; the point here is who gets that far.
  'POST /api/v1/admin/contact-people': {
    expect: [401, 403, 403, 400],
    body: () => ({ name: 'Ohne Foto', email: 'a@example.at', phoneNumber: '0732 123456' }),
  },
  'PUT /api/v1/admin/contact-people/:id': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/contact-people/${c.person.id}`,
    body: () => ({ name: 'Anna Berger', email: 'anna@example.at', phoneNumber: '0732 123456', published: true }),
  },
  'DELETE /api/v1/admin/contact-people/:id': {
    expect: [401, 403, 403, 200],
    url: (c) => `/api/v1/admin/contact-people/${c.doomedPersonId}`,
  },
  'GET /api/v1/settings': { expect: [200, 200, 200, 200] },
  'GET /api/v1/files/settings/:filename': { expect: [200, 200, 200, 200], url: (c) => c.logoUrl },
  'GET /api/v1/admin/settings': { expect: [401, 403, 403, 200] },
  'PUT /api/v1/admin/settings': {
    expect: [401, 403, 403, 200],
    body: () => ({ vendorName: 'Matrix GmbH', primaryColor: '#e30613', imprintText: '', privacyText: '' }),
  },
  'GET /api/v1/price-guide': { expect: [200, 200, 200, 200] },
  'GET /api/v1/admin/price-guide': { expect: [401, 403, 403, 200] },
  'PUT /api/v1/admin/price-guide': {
    expect: [401, 403, 403, 200],
    body: () => ({
      priceDate: null,
      disclaimer: 'Unverbindlich.',
      extraCosts: [],
      financing: { equityCents: 0, interestPercent: 3, termYears: 25, repaymentPercent: null },
      optionPrices: {},
    }),
  },
  'POST /api/v1/plan-shares': { expect: [201, 201, 201, 201], body: () => ({ constructionWorkIds: [] }) },
  'GET /api/v1/plan-shares/:token': {
    expect: [200, 200, 200, 200],
    url: (c) => `/api/v1/plan-shares/${c.share.token}`,
  },
  'GET /api/v1/plan-shares/:token/pdf': {
    expect: [200, 200, 200, 200],
    url: (c) => `/api/v1/plan-shares/${c.share.token}/pdf`,
  },
  'POST /api/v1/saved-plans': { expect: [201, 201, 201, 201], body: () => ({ content: PLAN_CONTENT }) },
  'GET /api/v1/saved-plans/:code': { expect: [200, 200, 200, 200], url: (c) => `/api/v1/saved-plans/${c.plan.code}` },
  'PUT /api/v1/saved-plans/:code': {
    expect: [200, 200, 200, 200],
    url: (c) => `/api/v1/saved-plans/${c.plan.code}`,
    body: (c) => ({ content: PLAN_CONTENT, editToken: c.plan.editToken }),
  },
  'GET /api/v1/houses/templates': { expect: [200, 200, 200, 200] },
  'GET /api/v1/houses/:id': { expect: [403, 200, 403, 200], url: (c) => `/api/v1/houses/${c.custom.id}` },
  'GET /api/v1/houses/:id/image-list': {
    expect: [403, 200, 403, 200],
    url: (c) => `/api/v1/houses/${c.custom.id}/image-list`,
  },
  'GET /api/v1/houses/:id/house-views': {
    expect: [403, 200, 403, 200],
    url: (c) => `/api/v1/houses/${c.custom.id}/house-views`,
  },
  'GET /api/v1/house-views/:id/model': {
    expect: [403, 200, 403, 200],
    url: (c) => `/api/v1/house-views/${c.custom.viewId}/model`,
  },
  // Not converted yet (no worker runs here), so even permitted callers get 409.
  'GET /api/v1/house-views/:id/model.usdz': {
    expect: [403, 409, 403, 409],
    url: (c) => `/api/v1/house-views/${c.custom.viewId}/model.usdz`,
  },
  // No preview before the conversion (and none for a small model): permitted callers get 404.
  'GET /api/v1/house-views/:id/model.preview.glb': {
    expect: [403, 404, 403, 404],
    url: (c) => `/api/v1/house-views/${c.custom.viewId}/model.preview.glb`,
  },
  'POST /api/v1/house-views/:id/ar-link': {
    expect: [401, 200, 403, 200],
    url: (c) => `/api/v1/house-views/${c.custom.viewId}/ar-link`,
  },
  'GET /api/v1/files/houses/:houseId/images/:filename': {
    expect: [200, 200, 200, 200],
    url: (c) => `/api/v1/files/houses/${c.published.id}/images/${c.published.imageFilename}`,
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

async function createHouse(server: App, staff: Session, name: string): Promise<{ id: string }> {
  const res = await request(server)
    .post('/api/v1/admin/houses/templates')
    .set('Authorization', `Bearer ${staff.accessToken}`)
    .send({ name });
  return res.body;
}

async function houseWithView(server: App, staff: Session, houseId: string): Promise<{ id: string; viewId: string }> {
  const res = await request(server)
    .post('/api/v1/admin/house-views')
    .set('Authorization', `Bearer ${staff.accessToken}`)
    .field('houseId', houseId)
    .field('name', 'Standard')
    .field('standard', 'true')
    .attach('file', await makeGlb(), 'haus.glb');
  if (res.status !== 201) throw new Error(`view upload failed: ${JSON.stringify(res.body)}`);
  return { id: houseId, viewId: res.body.id };
}

async function publishedHouse(server: App, staff: Session, t: TestApp): Promise<{ id: string; imageFilename: string }> {
  const { id } = await createHouse(server, staff, 'Veröffentlicht');
  const res = await request(server)
    .post('/api/v1/admin/houses/image-upload')
    .set('Authorization', `Bearer ${staff.accessToken}`)
    .field('id', id)
    .field('type', 'THUMBNAIL')
    .attach('uploadedImages', await makePng(), 'vorschau.png');
  await t.dataSource.getRepository(House).update(id, { published: true });
  return { id, imageFilename: String(res.body.thumbnail).split('/').pop()! };
}

async function createPerson(server: App, staff: Session, published = true): Promise<{ id: string; imageUrl: string }> {
  const res = await request(server)
    .post('/api/v1/admin/contact-people')
    .set('Authorization', `Bearer ${staff.accessToken}`)
    .field('name', 'Anna Berger')
    .field('email', 'anna@example.at')
    .field('phoneNumber', '0732 123456')
    .field('published', String(published))
    .attach('image', await makePng(), 'foto.png');
  if (res.status !== 201) throw new Error(`person failed: ${JSON.stringify(res.body)}`);
  return res.body;
}

async function vendorLogo(server: App, staff: Session): Promise<string> {
  const res = await request(server)
    .put('/api/v1/admin/settings')
    .set('Authorization', `Bearer ${staff.accessToken}`)
    .field('vendorName', 'Matrix GmbH')
    .field('primaryColor', '#e30613')
    .field('imprintText', '')
    .field('privacyText', '')
    .attach('logo', await makePng(), 'logo.png');
  if (res.status !== 200) throw new Error(`settings failed: ${JSON.stringify(res.body)}`);
  return res.body.logoUrl;
}

async function customHouseFor(t: TestApp, customerRequest: CustomerRequest): Promise<string> {
  const { identifiers } = await t.dataSource
    .getRepository(House)
    .insert({ name: 'Individuell', kind: HouseKind.CUSTOM });
  const id = identifiers[0].id as string;
  await t.dataSource.getRepository(CustomerRequest).update(customerRequest.id, { houseId: id });
  return id;
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
      CODE_LOOKUPS_PER_MINUTE: '1000',
      REQUESTS_PER_IP_PER_HOUR: '1000',
      SAVED_PLANS_PER_IP_PER_HOUR: '1000',
      SAVED_PLANS_PER_HOUR: '1000',
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
    context = {
      requestA,
      requestB,
      requestC,
      doomedRequestId: (await createRequest(t.dataSource)).id,
      codeA: a.loginCode,
      published: await publishedHouse(server, staff, t),
      draft: await houseWithView(server, staff, (await createHouse(server, staff, 'Entwurf')).id),
      doomedId: (await createHouse(server, staff, 'Abriss')).id,
      custom: await houseWithView(server, staff, await customHouseFor(t, requestA)),
      person: await createPerson(server, staff),
      // Unpublished, so the rotation gives it no request that would keep it from being deleted.
      doomedPersonId: (await createPerson(server, staff, false)).id,
      logoUrl: await vendorLogo(server, staff),
      privacyVersion: (await request(server).get('/api/v1/settings')).body.privacyVersion,
      plan: (await request(server).post('/api/v1/saved-plans').send({ content: PLAN_CONTENT })).body,
      share: (await request(server).post('/api/v1/plan-shares').send({ constructionWorkIds: [] })).body,
    };
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
