import { ErrorCode } from '@hauskonfig/shared';
import request from 'supertest';
import { createTestApp } from './support/test-app.js';

describe('health when Redis is missing or down', () => {
  it('answers 503 with details when the configured Redis does not answer', async () => {
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await request(t.app.getHttpServer()).get('/api/v1/health').expect(503);
      expect(res.body.code).toBe(ErrorCode.SERVICE_UNAVAILABLE);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.details.redis.status).toBe('down');
      expect(res.body.details.database.status).toBe('up');
    } finally {
      await t.close();
    }
  });

  it('reports Redis as disabled when the product runs without it', async () => {
    const t = await createTestApp({ REDIS_URL: '' });
    try {
      const res = await request(t.app.getHttpServer()).get('/api/v1/health').expect(200);
      expect(res.body.details.redis).toEqual({ status: 'up', mode: 'disabled' });
    } finally {
      await t.close();
    }
  });
});
