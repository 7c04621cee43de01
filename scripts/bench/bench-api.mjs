// The built API as its own production process on a fresh database of the local PostgreSQL, for
// the benchmarks. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles it while driven;
// BENCH_LOG_LEVEL=info logs every request with its duration (per-route latencies of a mix).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { checkPostgres, checkRedis, createRunDatabase, REDIS_URL } from '../../test/support/services.mjs';
import { REPO_ROOT } from '../../test/support/stack.mjs';

export const BENCH_ADMIN_PASSWORD = 'bench-only-password';

export async function startBenchApi(port) {
  await checkPostgres();
  await checkRedis();
  const database = await createRunDatabase('hk_bench');
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const api = spawn(process.execPath, [...nodeArgs, join(REPO_ROOT, 'api', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_PREFIX: `hk-bench:${Date.now()}:`,
      PORT: port,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SEED_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'hk-bench-')),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
    await database.drop();
  };
  try {
    await waitForHealth(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, databaseUrl: database.url, stop };
}

async function waitForHealth(base) {
  // A fresh database gets the demo catalogue first: about a minute on a busy machine.
  for (let i = 0; i < 900; i += 1) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('API did not start');
}

/** autocannon against one URL for a while; resolves with its result. */
export function drive(url, { connections, seconds, headers = {} }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}
