import { ErrorCode } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { TestApp, createTestApp } from './support/test-app.js';

/**
 * Look-ups of six-digit codes (customer links, saved plans) tell known codes from unknown ones.
 * Found by a review: 700 loopback addresses, each within its own budget, made 21,000 look-ups in
 * 56 s. The test client plays a trusted proxy, so X-Forwarded-For sets each look-up's address.
 */
describe('code look-up limits', () => {
  /** An app of its own (own counters), with look-ups as a customer link or a saved plan from an address. */
  function lookUps(limits: Record<string, string>) {
    let t: TestApp;
    let server: App;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: '1', ...limits });
      server = t.app.getHttpServer();
    });
    afterAll(() => t.close());
    return {
      customerLink: (address: string) =>
        request(server).get('/api/v1/auth/customer-login?login-code=999999').set('X-Forwarded-For', address),
      savedPlan: (address: string) => request(server).get('/api/v1/saved-plans/999999').set('X-Forwarded-For', address),
    };
  }

  describe('per address', () => {
    const { customerLink, savedPlan } = lookUps({ CUSTOMER_LINK_LOOKUPS_PER_MINUTE: '2' });

    it('counts IPv6 clients by their /64 and an IPv4-mapped address as its IPv4 address', async () => {
      expect((await customerLink('2001:db8:7:1::1')).status).toBe(404);
      expect((await savedPlan('2001:db8:7:1:ffff::9')).status).toBe(404);
      // Another address of the same /64 is the same client.
      const sameNetwork = await customerLink('2001:db8:7:1:abcd::42');
      expect(sameNetwork.status).toBe(429);
      expect(sameNetwork.body.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
      // The neighbouring /64 is another client.
      expect((await customerLink('2001:db8:7:2::1')).status).toBe(404);

      expect((await customerLink('198.51.100.40')).status).toBe(404);
      expect((await savedPlan('::ffff:198.51.100.40')).status).toBe(404);
      expect((await customerLink('::ffff:c633:6428')).status).toBe(429);
    });
  });

  describe('across all addresses', () => {
    const { customerLink, savedPlan } = lookUps({
      CUSTOMER_LINK_LOOKUPS_PER_MINUTE: '2',
      CODE_LOOKUPS_PER_MINUTE: '8',
    });

    it('refuses look-ups from many addresses, each within its budget, once all together reach the limit', async () => {
      for (let i = 1; i <= 8; i += 1) {
        expect((await (i % 2 ? customerLink : savedPlan)(`203.0.113.${i}`)).status).toBe(404);
      }
      for (const lookUp of [customerLink, savedPlan]) {
        const refused = await lookUp('203.0.113.99');
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ statusCode: 429, code: ErrorCode.CODE_LOOKUPS_BUSY });
        expect(refused.body.message).toMatch(/ungewöhnlich viele Codes/);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    });
  });
});
