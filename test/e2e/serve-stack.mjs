// Playwright's web server: the built stack on a fresh database of the real PostgreSQL and the
// real Redis; the database is dropped again when Playwright stops the server.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkPostgres, checkRedis, createRunDatabase, REDIS_URL } from '../support/services.mjs';
import { startStack } from '../support/stack.mjs';
import { prepareDemoCache } from '../support/demo-cache.mjs';

await checkPostgres();
await checkRedis();
// The demo houses come from the run's content cache with their conversions done (a few seconds when
// `npm test` filled it already), so no test waits behind the worker converting them.
if (!prepareDemoCache()) process.exit(1);
const database = await createRunDatabase('hk_e2e');
const port = process.env.E2E_PORT ?? '3100';
const stack = startStack({
  env: {
    DATABASE_URL: database.url,
    REDIS_URL,
    // Own queue keys, so runs side by side never take each other's jobs.
    REDIS_PREFIX: `${database.name}:`,
    PORT: port,
    // Where the browser opens the site (playwright.config.ts): the links in mails and PDFs lead there.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_ADMIN_USERNAME: 'admin',
    SEED_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Passwort-2026',
    // Every browser test sends from 127.0.0.1: the hourly allowances per address (tested by the
    // API suite) would stop the run's later requests, shares and saved plans.
    REQUESTS_PER_IP_PER_HOUR: '500',
    SAVED_PLANS_PER_IP_PER_HOUR: '500',
    // The staff session stored once (support/staff-session.ts) serves the whole run: refreshing it
    // in one test would make the others present a used refresh token, which ends the session.
    ACCESS_TOKEN_TTL_SECONDS: '10800',
  },
});
stack.child.stdout.pipe(process.stdout);
stack.child.stderr.pipe(process.stderr);
// What the tests may look into behind the screens: the database and the data folder (mail outbox).
// Read by test/e2e/stack-info.ts.
const infoPath = join(import.meta.dirname, '..', '..', 'test-results', `e2e-stack-${port}.json`);
mkdirSync(dirname(infoPath), { recursive: true });
writeFileSync(infoPath, JSON.stringify({ databaseUrl: database.url, dataDir: stack.dataDir }));

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  await database.drop();
  rmSync(infoPath, { force: true });
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
stack.child.on('exit', async (code) => {
  if (stopping) return;
  await database.drop();
  process.exit(code ?? 1);
});
