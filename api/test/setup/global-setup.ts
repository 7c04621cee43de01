import pg from 'pg';
import { Redis } from 'ioredis';

/**
 * Each run gets its own databases on the real PostgreSQL, one per jest worker, so runs and test
 * files running side by side never see each other's data (some files empty whole tables). A
 * missing service fails the run with a message that says how to start it. Each test file reads
 * its worker's database from HK_TEST_DATABASE_URL (set by worker-database.ts) and Redis from
 * HK_TEST_REDIS_URL.
 */
export default async function globalSetup({ maxWorkers }: { maxWorkers: number }): Promise<void> {
  // These tests check the converter themselves: no app takes the run's content cache unless a test
  // hands it over (the demo seed's test, which checks the seed, not the generator).
  if (process.env.CONTENT_CACHE_DIR) process.env.HK_TEST_CONTENT_CACHE_DIR = process.env.CONTENT_CACHE_DIR;
  delete process.env.CONTENT_CACHE_DIR;
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${adminUrl} (${(error as Error).message}). ` +
        'Start it (pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start) or set TEST_DATABASE_URL.',
      { cause: error },
    );
  }
  const name = `hk_test_${Date.now()}_${process.pid}`;
  const urls: string[] = [];
  for (let worker = 1; worker <= maxWorkers; worker += 1) {
    await admin.query(`CREATE DATABASE "${name}_${worker}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}_${worker}`;
    urls.push(url.toString());
  }
  await admin.end();
  process.env.HK_TEST_DATABASE_URLS = urls.join(' ');
  process.env.HK_TEST_ADMIN_DATABASE_URL = adminUrl;

  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `Redis is not reachable at ${redisUrl} (${(error as Error).message}). ` +
        'Start it (redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no) or set TEST_REDIS_URL.',
      { cause: error },
    );
  } finally {
    redis.disconnect();
  }
  process.env.HK_TEST_REDIS_URL = redisUrl;
}
