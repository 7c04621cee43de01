import { ErrorCode } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { TestApp, createTestApp } from './support/test-app.js';

/**
 * Behind a reverse proxy, X-Forwarded-For holds what the client wrote, followed by the address the
 * proxy saw. Only the latter may count for per-IP limits. The test client connects from loopback, so
 * here it plays the proxy.
 */
describe.each([
  ['a hop count', '1'],
  ["the proxy's address", '127.0.0.1'],
  ["the proxy's network", '127.0.0.0/8'],
])('behind a proxy given by %s (TRUST_PROXY=%s)', (_label, trustProxy) => {
  let t: TestApp;
  let server: App;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: trustProxy, CUSTOMER_LINK_LOOKUPS_PER_MINUTE: '3' });
    server = t.app.getHttpServer();
  });
  afterAll(() => t.close());

  const lookUp = (forwardedFor: string) =>
    request(server).get('/api/v1/auth/customer-login?login-code=999999').set('X-Forwarded-For', forwardedFor);

  it('counts the address the proxy saw, whatever a client forges to the left of it', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await lookUp(`198.51.100.${i}, 203.0.113.7`);
      expect(res.status).toBe(404);
    }
    const limited = await lookUp('198.51.100.99, 10.9.8.7, 203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    // Another client behind the same proxy keeps its own count.
    expect((await lookUp('198.51.100.99, 203.0.113.8')).status).toBe(404);
  });
});
