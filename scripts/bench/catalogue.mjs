// npm run bench:catalogue — the public catalogue under load, against a route of the same server
// that touches no database (the ceiling). Seeds 500 template houses into a fresh database of the
// local PostgreSQL, starts the built API as its own process and drives it with autocannon.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { checkPostgres, checkRedis, createRunDatabase, REDIS_URL } from '../../test/support/services.mjs';
import { REPO_ROOT } from '../../test/support/stack.mjs';

const HOUSES = 500;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = process.env.BENCH_PORT ?? '3190';
const base = `http://127.0.0.1:${PORT}`;
const FILTERED = '/api/v1/houses/templates?propertyShape=STRAIGHT&constructionMethod=SOLID&from=90&to=230';

await checkPostgres();
await checkRedis();
const database = await createRunDatabase('hk_bench');
const api = spawn(process.execPath, [join(REPO_ROOT, 'api', 'dist', 'main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: `hk-bench:${Date.now()}:`,
    PORT,
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    SEED_ADMIN_PASSWORD: 'bench-only-password',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'hk-bench-')),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForApi() {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('API did not start');
}

async function seed() {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const shapes = ['STRAIGHT', 'INCLINED', 'HILLSIDE'];
  const methods = ['SOLID', 'WOODEN'];
  const roofs = ['PENT', 'GABLE', 'HIPPED', 'FLAT'];
  for (let i = 0; i < HOUSES; i += 1) {
    const { rows } = await client.query(
      `INSERT INTO houses (name, kind, property_shape, construction_method, roof_shape, size_in_sqm, published, location)
       VALUES ($1, 'TEMPLATE', $2, $3, $4, $5, true, 'Linz') RETURNING id`,
      [`Benchhaus ${i}`, shapes[i % 3], methods[(i >> 1) % 2], roofs[i % 4], 80 + ((i * 7) % 160)],
    );
    await client.query(
      `INSERT INTO house_images (house_id, type, filename, width, height, byte_size) VALUES ($1, 'THUMBNAIL', $2, 1200, 800, 90000)`,
      [rows[0].id, `${rows[0].id}.webp`],
    );
    await client.query(
      `INSERT INTO house_views (house_id, name, standard, filename, original_size) VALUES ($1, 'Standard', true, 'x.glb', 1000)`,
      [rows[0].id],
    );
  }
  await client.end();
}

function drive(path) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

try {
  await waitForApi();
  await seed();
  const matching = (await (await fetch(`${base}${FILTERED}`)).json()).length;
  await drive('/api/v1/health/live'); // warm-up
  const ceiling = await drive('/api/v1/health/live');
  const catalogue = await drive(FILTERED);
  const row = (label, r) =>
    `${label.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
  console.log(`\nCatalogue benchmark: ${HOUSES} published houses, ${CONNECTIONS} connections, ${SECONDS} s per route`);
  console.log(row('ceiling (GET /health/live)', ceiling));
  console.log(row(`filtered catalogue (${matching} houses)`, catalogue));
  console.log(`ratio catalogue / ceiling: ${(catalogue.requests.average / ceiling.requests.average).toFixed(2)}\n`);
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  await database.drop();
}
