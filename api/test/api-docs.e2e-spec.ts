import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@hauskonfig/shared';
import request from 'supertest';
import { TestApp, createTestApp } from './support/test-app.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(48).toString('base64'),
  PUBLIC_URL: 'https://haus.example',
};

/** The OpenAPI docs map every route for whoever asks: production serves them only when told to. */
describe('API docs', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('are off in production by default', async () => {
    t = await createTestApp(PRODUCTION);
    for (const path of ['/api/docs', '/api/docs-json']) {
      const res = await request(t.app.getHttpServer()).get(path).expect(404);
      expect(res.body.code).toBe(ErrorCode.ROUTE_NOT_FOUND);
    }
  });

  it('are served in production with API_DOCS=true', async () => {
    t = await createTestApp({ ...PRODUCTION, API_DOCS: 'true' });
    const json = await request(t.app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(json.body.openapi).toMatch(/^3\./);
  });
});
