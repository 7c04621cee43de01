// The frame of every fault script: private PostgreSQL and Redis, a report of checks, and clean-up
// of everything the script started, also when it fails or is interrupted.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPrivatePostgres, startPrivateRedis } from './private-services.mjs';
import { createReport } from './product-processes.mjs';

export async function runScenario(title, body) {
  console.log(`\n${title}`);
  const report = createReport(title);
  const cleanups = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  const interrupted = async () => {
    await cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  // Every temporary folder of the scenario (database cluster, files, models) under one root that
  // goes at the end; children inherit TMPDIR. Readable by the postgres user the cluster runs as.
  const root = mkdtempSync(join(tmpdir(), 'hk-fault-'));
  chmodSync(root, 0o755);
  process.env.TMPDIR = root;
  cleanups.push(async () => rmSync(root, { recursive: true, force: true }));
  try {
    const postgres = await startPrivatePostgres();
    cleanups.push(() => postgres.remove());
    const redis = await startPrivateRedis();
    cleanups.push(() => redis.remove());
    const db = new pg.Pool({ connectionString: postgres.url, max: 2 });
    db.on('error', () => undefined);
    cleanups.push(() => db.end());
    await body({ postgres, redis, db, report, onCleanup: (cleanup) => cleanups.push(cleanup) });
  } catch (error) {
    report.check(false, `scenario ran to the end (${error.message})`);
  } finally {
    await cleanUp();
  }
  return report.finish();
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch that never throws: a network failure becomes status 0 with the reason. */
export async function call(base, path, init = {}) {
  const started = Date.now();
  try {
    const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 30_000) });
    const text = await response.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, body, ms: Date.now() - started };
  } catch (error) {
    return { status: 0, body: error.cause?.code ?? error.message, ms: Date.now() - started };
  }
}

/** What a visitor's request carries once they ticked the consent to the privacy text in force. */
export async function privacyConsent(base) {
  const settings = await call(base, '/api/v1/settings');
  if (settings.status !== 200) throw new Error(`settings: ${settings.status}`);
  return { privacyConsent: true, privacyVersion: settings.body.privacyVersion };
}

/** The error shape the API promises on every 4xx and 5xx. */
export const isApiError = (body) =>
  body !== null &&
  typeof body === 'object' &&
  typeof body.statusCode === 'number' &&
  typeof body.code === 'string' &&
  typeof body.message === 'string' &&
  body.message.length > 0;
