// The built API and worker as separate production processes (as `npm start` and docker-compose
// run them), pointed at the fault scripts' private services, so a script can kill either one.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../test/support/stack.mjs';
import { waitUntil } from './private-services.mjs';

export const ADMIN_PASSWORD = 'fault-script-password';

/** The built API; HK_API_DIST points at another build (e.g. while a parallel build rewrites api/dist). */
const API_DIST = process.env.HK_API_DIST ?? join(REPO_ROOT, 'api', 'dist');

/** Settings every process of one scenario shares: database, Redis, files and the JWT secret. */
export function productEnv({ databaseUrl, redisUrl, port, extra = {} }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: 'hk-fault:',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.FAULT_LOG_LEVEL ?? 'fatal',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SEED_ADMIN_PASSWORD: ADMIN_PASSWORD,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'hk-fault-data-')),
    // Short queue locks, so a dead worker's job is free again within seconds, not a minute.
    QUEUE_LOCK_SECONDS: '3',
    QUEUE_STALLED_CHECK_SECONDS: '2',
    ...extra,
  };
}

function startProcess(entry, env) {
  const child = spawn(process.execPath, [join(API_DIST, entry)], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    /** Ends the process with a signal and waits until it is gone (SIGKILL if it lingers 10 s). */
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const lingering = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(lingering);
    },
  };
}

export async function startApi(env) {
  const api = startProcess('main.js', env);
  const base = `http://127.0.0.1:${env.PORT}`;
  await Promise.race([
    waitUntil(async () => (await fetch(`${base}/api/v1/health`)).ok, 120_000, 'API healthy'),
    api.exited.then((code) => Promise.reject(new Error(`API exited with ${code} while starting`))),
  ]);
  return { ...api, base };
}

export function startWorker(env) {
  return startProcess('worker.js', env);
}

export async function staffToken(base) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`staff login failed: ${response.status}`);
  return (await response.json()).accessToken;
}

/** One line per check and a non-zero exit code when any failed. */
export function createReport(title) {
  const checks = [];
  return {
    check(ok, what) {
      checks.push({ ok: Boolean(ok), what });
      console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
    },
    finish() {
      const failed = checks.filter((c) => !c.ok).length;
      console.log(
        `${failed === 0 && checks.length > 0 ? 'PASS' : 'FAIL'} ${title} (${checks.length - failed}/${checks.length} checks)`,
      );
      process.exitCode = failed === 0 && checks.length > 0 ? 0 : 1;
      return failed === 0;
    },
  };
}
