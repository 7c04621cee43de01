import pg from 'pg';
import { Redis } from 'ioredis';

/**
 * Each run gets its own database on the real PostgreSQL, so runs never see each other's data.
 * A missing service fails the run with a message that says how to start it. The tests read
 * what this sets up from HK_TEST_DATABASE_URL and HK_TEST_REDIS_URL.
 */
export default async function globalSetup(): Promise<void> {
  // These tests check the converter and the demo seed themselves: nothing comes from the run's cache.
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
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const runUrl = new URL(adminUrl);
  runUrl.pathname = `/${name}`;
  process.env.HK_TEST_DATABASE_URL = runUrl.toString();
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
