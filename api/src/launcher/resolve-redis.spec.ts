import { Redis } from 'ioredis';
import { resolveRedis } from './resolve-redis.js';

const RUNNING = process.env.HK_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const NOTHING_THERE = 'redis://127.0.0.1:1';

async function ping(url: string): Promise<string> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    return await client.ping();
  } finally {
    client.disconnect();
  }
}

describe('resolveRedis', () => {
  it('uses REDIS_URL as given', async () => {
    const redis = await resolveRedis('redis://cache.internal:6380');
    expect(redis).toMatchObject({ url: 'redis://cache.internal:6380', source: 'configured' });
  });

  it('uses a Redis already answering locally', async () => {
    const redis = await resolveRedis(undefined, { localUrl: RUNNING });
    expect(redis).toMatchObject({ url: RUNNING, source: 'local' });
  });

  it('starts a throw-away redis-server from PATH when none answers, and stops it', async () => {
    const redis = await resolveRedis(undefined, { localUrl: NOTHING_THERE });
    expect(redis.source).toBe('started');
    expect(await ping(redis.url!)).toBe('PONG');
    await redis.stop();
    await new Promise((r) => setTimeout(r, 300));
    await expect(ping(redis.url!)).rejects.toThrow();
  });

  it('runs without Redis when there is no redis-server either', async () => {
    const redis = await resolveRedis(undefined, { localUrl: NOTHING_THERE, serverCommand: 'no-such-redis-server' });
    expect(redis).toMatchObject({ url: null, source: 'none' });
  });
});
