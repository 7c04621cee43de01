import fc from 'fast-check';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { ConstructionWork } from '../../src/construction-stages/construction-work.entity.js';
import { CustomerRequest } from '../../src/customer-requests/customer-request.entity.js';
import { TestApp, createTestApp } from '../support/test-app.js';
import { FUZZ_SEED, bodyOf, countRows, expectCleanAnswer, fuzzParameters, junkParam } from './fuzz-support.js';

/**
 * Every public endpoint with random and malformed bodies, queries and ids: never a 5xx, every
 * refusal in the promised shape, and a refused call stores nothing.
 */
describe(`fuzzing the public endpoints (FUZZ_SEED=${FUZZ_SEED})`, () => {
  let t: TestApp;
  let server: App;
  let workIds: string[];
  let privacyVersion: number;

  beforeAll(async () => {
    // Limits high enough that the fuzzer reaches the validation behind them, not only 429s.
    t = await createTestApp({
      AUTH_MAX_FAILURES_PER_IP: '1000000',
      AUTH_MAX_FAILURES_PER_ACCOUNT: '1000000',
      CUSTOMER_LINK_LOOKUPS_PER_MINUTE: '1000000',
      CODE_LOOKUPS_PER_MINUTE: '1000000',
      REQUESTS_PER_IP_PER_HOUR: '1000000',
      SAVED_PLANS_PER_IP_PER_HOUR: '1000000',
      SAVED_PLANS_PER_HOUR: '1000000',
    });
    server = t.app.getHttpServer();
    privacyVersion = (await request(server).get('/api/v1/settings').expect(200)).body.privacyVersion;
    workIds = (await t.dataSource.getRepository(ConstructionWork).find({ select: { id: true } })).map((w) => w.id);
  });
  afterAll(() => t.close());

  /** Sends one call and checks the answer; a refusal must leave every table as it was. */
  async function refusedStoresNothing(call: string, send: () => request.Test, acceptedStatuses: number[] = []) {
    const before = await countRows(t.dataSource);
    const res = await send();
    expectCleanAnswer(res, call);
    if (!acceptedStatuses.includes(res.status) && res.status >= 400) {
      expect({ call, rows: await countRows(t.dataSource) }).toEqual({ call, rows: before });
    }
    return res;
  }

  it('auth: login, refresh and customer login with any body', async () => {
    const credentials = bodyOf({ username: fc.string(), password: fc.string() });
    const refresh = bodyOf({ token: fc.string({ maxLength: 3000 }), email: fc.string() });
    const customer = bodyOf({ loginCode: fc.stringMatching(/^\d{6}$/), password: fc.string() });
    await fc.assert(
      fc.asyncProperty(credentials, refresh, customer, async (login, token, code) => {
        await refusedStoresNothing('POST /auth/login', () => request(server).post('/api/v1/auth/login').send(login));
        await refusedStoresNothing('POST /auth/refresh', () =>
          request(server).post('/api/v1/auth/refresh').send(token),
        );
        await refusedStoresNothing('POST /auth/customer-login', () =>
          request(server).post('/api/v1/auth/customer-login').send(code),
        );
      }),
      fuzzParameters(),
    );
  });

  it('auth: customer-link look-up with any query', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.stringMatching(/^\d{6}$/), junkParam), junkParam, async (code, other) => {
        const res = await request(server).get(`/api/v1/auth/customer-login?login-code=${code}&${other}=${code}`);
        expectCleanAnswer(res, `GET /auth/customer-login?login-code=${code}`);
      }),
      fuzzParameters(),
    );
  });

  it('catalogue: houses/templates with any filter', async () => {
    const value = fc.oneof(
      fc.constantFrom('STRAIGHT', 'INCLINED', 'HILLSIDE', 'SOLID', 'WOODEN', 'PENT', 'GABLE', 'HIPPED', 'FLAT', '120'),
      junkParam,
    );
    const query = fc.dictionary(
      fc.oneof(fc.constantFrom('from', 'to', 'propertyShape', 'constructionMethod', 'roofShape'), junkParam),
      fc.oneof(value, fc.array(value, { minLength: 2, maxLength: 3 })),
      { maxKeys: 6 },
    );
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const search = Object.entries(params)
          .flatMap(([key, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${key}=${one}`))
          .join('&');
        const res = await request(server).get(`/api/v1/houses/templates?${search}`);
        expectCleanAnswer(res, `GET /houses/templates?${search}`);
        if (res.status === 200) expect(Array.isArray(res.body)).toBe(true);
      }),
      fuzzParameters(),
    );
  });

  it('ids and file names: houses, views, models, images, contact people with junk in the path', async () => {
    const paths = (id: string, name: string, query: string) => [
      `/api/v1/houses/${id}`,
      `/api/v1/houses/${id}/image-list?type=${query}`,
      `/api/v1/houses/${id}/house-views`,
      `/api/v1/house-views/${id}/model?v=${query}`,
      `/api/v1/house-views/${id}/model.preview.glb`,
      `/api/v1/house-views/${id}/model.usdz`,
      `/api/v1/files/houses/${id}/images/${name}?size=${query}`,
      `/api/v1/contact-people/${id}`,
      `/api/v1/files/contact-people/${id}/${name}`,
      `/api/v1/customer-requests/${id}`,
      `/api/v1/construction-stages?${name}=${query}`,
      `/api/v1/contact-people?${name}=${query}`,
      `/api/v1/contact-people/assignment?houseId=${id}`,
      `/api/v1/contact-people/assignment?houseId=${query}&${name}=${id}`,
      `/api/v1/saved-plans/${id}`,
      `/api/v1/saved-plans/${name}?${name}=${query}`,
    ];
    const range = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=9-1', 'bytes=x'),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.uuid(), junkParam),
        junkParam,
        junkParam,
        range,
        async (id, name, query, rangeHeader) => {
          for (const path of paths(id, name, query)) {
            const call = request(server).get(path);
            if (rangeHeader !== undefined) call.set('Range', rangeHeader);
            expectCleanAnswer(await call, `GET ${path} (Range ${rangeHeader})`);
          }
        },
      ),
      fuzzParameters(),
    );
  });

  it('requests: customer-requests/incoming with any body; what is accepted is stored as sent', async () => {
    const personal = bodyOf({
      email: fc.emailAddress(),
      firstname: fc.string({ minLength: 1, maxLength: 100 }),
      lastname: fc.string({ minLength: 1, maxLength: 100 }),
      phoneNumber: fc.constantFrom('+43 660 1234567', '0732 123456', '+49 151 12345678', '12'),
      place: fc.string({ maxLength: 200 }),
      propertyNumber: fc.string({ maxLength: 100 }),
      notes: fc.string({ maxLength: 5000 }),
      houseId: fc.uuid(),
      constructionWorkIds: fc.subarray(workIds),
      website: fc.constant(''),
      privacyConsent: fc.constant(true),
      privacyVersion: fc.constant(privacyVersion),
      shownContactPersonId: fc.uuid(),
    });
    await fc.assert(
      fc.asyncProperty(personal, async (body) => {
        const res = await refusedStoresNothing('POST /customer-requests/incoming', () =>
          request(server).post('/api/v1/customer-requests/incoming').send(body),
        );
        if (res.status === 201 && !body.website) {
          const stored = await t.dataSource.getRepository(CustomerRequest).findOneByOrFail({ id: res.body.id });
          expect({ email: stored.email, firstName: stored.firstName, lastName: stored.lastName }).toEqual({
            email: String(body.email).trim(),
            firstName: String(body.firstname).trim(),
            lastName: String(body.lastname).trim(),
          });
          expect(stored.firstName.length).toBeGreaterThan(0);
        }
      }),
      // Found by the fuzzer: lone surrogates made validator.js's isEmail throw (a 500).
      { ...fuzzParameters<[Record<string, unknown>]>(), examples: [[{ email: '\ud800' }], [{ firstname: '\udc00x' }]] },
    );
  });

  it('saved plans: save, overwrite and open with any body and code; what is accepted opens as saved', async () => {
    const optionalId = fc.oneof(fc.uuid(), fc.constant(null));
    const personalInfo = bodyOf({
      email: fc.string({ maxLength: 254 }),
      firstname: fc.string({ maxLength: 100 }),
      lastname: fc.string({ maxLength: 100 }),
      phoneNumber: fc.string({ maxLength: 50 }),
      place: fc.string({ maxLength: 200 }),
      propertyNumber: fc.string({ maxLength: 100 }),
      notes: fc.string({ maxLength: 5000 }),
    });
    const content = bodyOf({
      houseId: optionalId,
      withoutTemplateHouse: fc.boolean(),
      currentStageId: optionalId,
      selectedWorkIds: fc.uniqueArray(fc.uuid(), { maxLength: 5 }),
      personalInfo,
    });
    const code = fc.oneof(fc.stringMatching(/^\d{6}$/), junkParam);
    await fc.assert(
      fc.asyncProperty(
        bodyOf({ content }),
        code,
        bodyOf({ content, editToken: fc.string() }),
        async (body, path, update) => {
          const saved = await refusedStoresNothing('POST /saved-plans', () =>
            request(server).post('/api/v1/saved-plans').send(body),
          );
          if (saved.status === 201) {
            const opened = await request(server).get(`/api/v1/saved-plans/${saved.body.code}`).expect(200);
            const sent = body.content as Record<string, unknown>;
            expect(opened.body.content).toMatchObject({
              houseId: sent.houseId,
              withoutTemplateHouse: sent.withoutTemplateHouse,
              currentStageId: sent.currentStageId,
              selectedWorkIds: sent.selectedWorkIds,
            });
            await refusedStoresNothing(`PUT /saved-plans/${saved.body.code}`, () =>
              request(server).put(`/api/v1/saved-plans/${saved.body.code}`).send(update),
            );
          }
          await refusedStoresNothing(`PUT /saved-plans/${path}`, () =>
            request(server).put(`/api/v1/saved-plans/${path}`).send(update),
          );
        },
      ),
      fuzzParameters(),
    );
  });

  it('every POST with a malformed or mistyped body', async () => {
    const endpoints = [
      '/api/v1/auth/login',
      '/api/v1/auth/refresh',
      '/api/v1/auth/customer-login',
      '/api/v1/customer-requests/incoming',
      '/api/v1/saved-plans',
    ];
    const raw = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom('{', '{"a":', '[1,2', 'null', '"text"', '{"__proto__":{"x":1}}', '\u0000\u0001', '{"a":1}}}'),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
    );
    const contentType = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/xml',
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), raw, contentType, async (path, body, type) => {
        await refusedStoresNothing(`POST ${path} (${type})`, () =>
          request(server).post(path).set('Content-Type', type).send(body),
        );
      }),
      fuzzParameters(),
    );
  });
});
