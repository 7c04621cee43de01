import { ErrorCode } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { bearer, Session, staffSession } from './support/fixtures.js';
import { privacyConsent } from './support/privacy-consent.js';
import { listenOnLoopback, rawExchange } from './support/raw-http.js';
import { TestApp, createTestApp } from './support/test-app.js';

/** The public JSON endpoints: anyone can send them a body. */
const PUBLIC_JSON_POSTS = [
  '/api/v1/auth/login',
  '/api/v1/auth/refresh',
  '/api/v1/auth/customer-login',
  '/api/v1/customer-requests/incoming',
];

const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}[]${'}'.repeat(depth - 1)}`;

const head = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

describe('request bodies', () => {
  let t: TestApp;
  let server: App;
  let port: number;
  let staff: Session;

  beforeAll(async () => {
    t = await createTestApp({
      BODY_TIMEOUT_SECONDS: '1',
      UPLOAD_TIMEOUT_SECONDS: '3',
      MAX_MODEL_BYTES: String(2 * 1024 * 1024),
      REQUESTS_PER_IP_PER_HOUR: '1000',
      CUSTOMER_LINK_LOOKUPS_PER_MINUTE: '1000',
      CODE_LOOKUPS_PER_MINUTE: '1000',
    });
    server = t.app.getHttpServer();
    port = await listenOnLoopback(t.app.getHttpServer());
    staff = await staffSession(server, t.dataSource);
  });
  afterAll(() => t.close());

  describe('nesting depth', () => {
    it.each(PUBLIC_JSON_POSTS)('refuses JSON nested 3,000 levels deep at %s with 400 JSON_TOO_DEEP', async (path) => {
      const res = await request(server).post(path).set('Content-Type', 'application/json').send(nested(3000));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: ErrorCode.JSON_TOO_DEEP,
        message: 'Die Anfrage ist zu tief verschachtelt.',
      });
    });

    it('sees the depth in every charset body-parser decodes, and refuses one it cannot check', async () => {
      // Sent raw: supertest would serialise a Buffer as JSON itself.
      const utf16 = Buffer.from(nested(3000), 'utf16le');
      const headers = {
        'Content-Type': 'application/json; charset=utf-16le',
        'Content-Length': utf16.length,
        Connection: 'close',
      };
      const sent = Buffer.concat([Buffer.from(head('POST', '/api/v1/auth/login', headers)), utf16]);
      const answer = await rawExchange(port, sent, 5000);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).code).toBe(ErrorCode.JSON_TOO_DEEP);
      const utf7 = await request(server)
        .post('/api/v1/auth/login')
        .set('Content-Type', 'application/json; charset=utf-7')
        .send(`+AHsAIg-a+ACIAOg-${'+AFs-'.repeat(3000)}`);
      expect(utf7.status).toBe(415);
      expect(utf7.body.code).toBe(ErrorCode.UNSUPPORTED_MEDIA_TYPE);
    });

    it('still reads JSON as deep as the limit', async () => {
      const res = await request(server)
        .post('/api/v1/auth/login')
        .set('Content-Type', 'application/json')
        .send(`{"username":"nobody","password":"x","extra":${nested(31)}}`);
      expect(res.body.code).not.toBe(ErrorCode.JSON_TOO_DEEP);
      expect(res.status).toBeLessThan(500);
    });
  });

  describe('declared size', () => {
    it('refuses a JSON body declared over the limit at once, without waiting for it', async () => {
      const answer = await rawExchange(
        port,
        head('POST', '/api/v1/auth/login', { 'Content-Type': 'application/json', 'Content-Length': 10_000_000 }),
        5000,
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        statusCode: 413,
        code: ErrorCode.REQUEST_TOO_LARGE,
        message: 'Die Anfrage ist zu groß.',
      });
      expect(answer.answeredAfterMs).toBeLessThan(1000);
      expect(answer.closedAfterMs).not.toBeNull();
    });

    it("refuses an upload declared over its route's limit at once, before reading it", async () => {
      const answer = await rawExchange(
        port,
        head('POST', '/api/v1/admin/house-views', {
          Authorization: bearer(staff).Authorization,
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': 50 * 1024 * 1024,
        }),
        5000,
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
      expect(answer.answeredAfterMs).toBeLessThan(1000);
    });

    it("lets an upload declare more than a JSON body may, up to its route's limit", async () => {
      const res = await request(server)
        .post('/api/v1/admin/house-views')
        .set(bearer(staff))
        .field('name', 'Ansicht')
        .attach('file', Buffer.alloc(1024 * 1024, 1), 'model.glb');
      expect(res.status).not.toBe(413);
      expect(res.status).toBeLessThan(500);
    });

    it('answers a chunked JSON body that grows over the limit with REQUEST_TOO_LARGE', async () => {
      const chunk = `{"username":"${'x'.repeat(200 * 1024)}"}`;
      const answer = await rawExchange(
        port,
        head('POST', '/api/v1/auth/login', {
          'Content-Type': 'application/json',
          'Transfer-Encoding': 'chunked',
          Connection: 'close',
        }) + `${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`,
        5000,
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).code).toBe(ErrorCode.REQUEST_TOO_LARGE);
    });
  });

  describe('time', () => {
    it('cuts a body trickled slower than BODY_TIMEOUT_SECONDS with 408', async () => {
      const answer = await rawExchange(
        port,
        head('POST', '/api/v1/auth/login', { 'Content-Type': 'application/json', 'Content-Length': 1000 }),
        5000,
        { bytes: ' '.repeat(1000), everyMs: 100 },
      );
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({
        statusCode: 408,
        code: ErrorCode.REQUEST_TIMEOUT,
        message: 'Die Anfrage wurde nicht rechtzeitig übertragen. Bitte versuchen Sie es erneut.',
      });
      expect(answer.answeredAfterMs).toBeGreaterThanOrEqual(900);
      expect(answer.answeredAfterMs).toBeLessThan(2500);
      expect(answer.closedAfterMs).not.toBeNull();
    });

    it('gives an upload its own, longer time, then cuts it too', async () => {
      const answer = await rawExchange(
        port,
        head('POST', '/api/v1/admin/house-views', {
          Authorization: bearer(staff).Authorization,
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': 100_000,
        }),
        8000,
        { bytes: '-'.repeat(1000), everyMs: 100 },
      );
      expect(answer.status).toBe(408);
      expect(answer.answeredAfterMs).toBeGreaterThanOrEqual(2900);
      expect(answer.answeredAfterMs).toBeLessThan(4500);
    });

    it('closes a connection still trickling a body after the answer went out', async () => {
      const answer = await rawExchange(
        port,
        head('POST', '/api/v1/admin/house-views', {
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': 100_000,
        }),
        8000,
        { bytes: '-'.repeat(1000), everyMs: 100 },
      );
      // Refused before reading (no login); the trickling body gets BODY_TIMEOUT_SECONDS, not the upload's time.
      expect(answer.status).toBe(401);
      expect(answer.answeredAfterMs).toBeLessThan(1000);
      expect(answer.closedAfterMs).toBeLessThan(2500);
    });

    it('leaves a body that arrives in time alone', async () => {
      const body = JSON.stringify({ username: 'nobody', password: 'falsch' });
      const answer = await rawExchange(
        port,
        head('POST', '/api/v1/auth/login', {
          'Content-Type': 'application/json',
          'Content-Length': body.length,
          Connection: 'close',
        }),
        5000,
        { bytes: body, everyMs: 10 },
      );
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body).code).toBe(ErrorCode.WRONG_CREDENTIALS);
    });
  });

  describe('prototype keys', () => {
    it.each(PUBLIC_JSON_POSTS)('refuses __proto__, constructor or prototype at any depth at %s', async (path) => {
      for (const body of [
        '{"username":"a","password":"b","__proto__":{"isAdmin":true}}',
        '{"username":"a","password":"b","extra":[{"x":{"constructor":{"prototype":{"isAdmin":true}}}}]}',
        // The same key written with an escape is the same key once parsed.
        '{"username":"a","password":"b","x":{"\\u0070rototype":1}}',
      ]) {
        const res = await request(server).post(path).set('Content-Type', 'application/json').send(body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          statusCode: 400,
          code: ErrorCode.FORBIDDEN_FIELD_NAME,
          message: 'Die Anfrage enthält einen unzulässigen Feldnamen (__proto__, constructor oder prototype).',
        });
      }
    });

    it('refuses them in staff bodies too, and leaves names that only contain them alone', async () => {
      const refused = await request(server)
        .put('/api/v1/admin/price-guide')
        .set(bearer(staff))
        .set('Content-Type', 'application/json')
        .send('{"optionPrices":{"__proto__":{"polluted":1}}}');
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(ErrorCode.FORBIDDEN_FIELD_NAME);
      const login = await request(server)
        .post('/api/v1/auth/login')
        .send({ username: 'constructor', password: '__proto__ prototype' });
      expect(login.status).toBe(403);
      expect(login.body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
    });
  });

  describe('invisible characters in texts', () => {
    const visitorRequest = async (fields: Record<string, string>) =>
      request(server)
        .post('/api/v1/customer-requests/incoming')
        .send({
          email: 'maria@example.at',
          firstname: 'Maria',
          lastname: 'Muster',
          phoneNumber: '+43 660 1234567',
          constructionWorkIds: [],
          ...(await privacyConsent(server)),
          ...fields,
        });

    it.each([
      ['lastname', 'Muster\u202Egnp.exe', 'Nachname'],
      ['place', 'Linz\u2066 ', 'Ort'],
      ['firstname', 'Ma\u200Bria', 'Vorname'],
      ['notes', 'Bitte rückrufen.\n\u202DBetrag: 100 €\u202C', 'Anmerkungen'],
      ['notes', 'Zeile\u2069', 'Anmerkungen'],
      ['notes', 'versteckt \u{E0041}\u{E0042}', 'Anmerkungen'],
      ['notes', 'Terminal \u001b[31m', 'Anmerkungen'],
    ])('refuses %s %j with a German error at the field', async (field, value, label) => {
      const res = await visitorRequest({ [field]: value });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        errors: [{ field, messages: [expect.stringMatching(new RegExp(`^${label} enthält unsichtbare`))] }],
      });
    });

    it('refuses them in staff texts and query strings too', async () => {
      const settings = await request(server)
        .put('/api/v1/admin/settings')
        .set(bearer(staff))
        .field('vendorName', 'Musterhaus')
        .field('primaryColor', '#1A5E3A')
        .field('websiteUrl', '')
        .field('imprintText', 'Musterstraße 1\u202E')
        .field('privacyText', 'Datenschutz')
        .field('defaultContactPersonId', '');
      expect(settings.status).toBe(400);
      expect(settings.body.errors).toEqual([
        { field: 'imprintText', messages: [expect.stringContaining('unsichtbare')] },
      ]);
      const list = await request(server)
        .get('/api/v1/admin/customer-requests')
        .query({ filter: JSON.stringify({ q: 'Muster\u2067' }) })
        .set(bearer(staff));
      expect(list.status).toBe(400);
      expect(list.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    });

    it('keeps line breaks and tabs in multi-line texts, emoji sequences and soft hyphens', async () => {
      const res = await visitorRequest({
        lastname: 'Müller-Lüdenscheidt',
        notes: 'Familie 👨\u200D👩\u200D👧 mit Hund\r\n\tBitte nachmittags anrufen.\nHaus\u00ADbau',
      });
      expect(res.status).toBe(201);
    });
  });
});
