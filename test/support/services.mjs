// Where the whole-stack tests find the real services, and a fresh database per run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { Redis } from 'ioredis';

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function checkPostgres() {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${ADMIN_DATABASE_URL} (${error.message}). ` +
        'Start it: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start (or set TEST_DATABASE_URL).',
      { cause: error },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function checkRedis() {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(
      `Redis is not reachable at ${REDIS_URL} (${error.message}). ` +
        'Start it: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no (or set TEST_REDIS_URL).',
      { cause: error },
    );
  } finally {
    client.disconnect();
  }
}

export function checkChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  }
}

export function checkDockerCompose() {
  const result = spawnSync('docker-compose', ['version'], { stdio: 'ignore' });
  if (result.error || result.status !== 0) {
    throw new Error(
      'docker-compose not found; the compose file check needs it. Install it: apt-get install -y docker-compose',
    );
  }
}

/** Creates an empty database for one run and returns its URL and a function that drops it. */
export async function createRunDatabase(prefix) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
