// npm run bench:catalogue — the public catalogue under load, against a route of the same server
// that touches no database (the ceiling). Seeds 500 template houses into a fresh database of the
// local PostgreSQL, starts the built API as its own process and drives it with autocannon.
import pg from 'pg';
import { drive as driveUrl, startBenchApi } from './bench-api.mjs';

const HOUSES = 500;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = process.env.BENCH_PORT ?? '3190';
const FILTERED = '/api/v1/houses/templates?propertyShape=STRAIGHT&constructionMethod=SOLID&from=90&to=230';

const { base, databaseUrl, stop } = await startBenchApi(PORT);

async function seed() {
  const client = new pg.Client({ connectionString: databaseUrl });
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

const drive = (path) => driveUrl(`${base}${path}`, { connections: CONNECTIONS, seconds: SECONDS });

try {
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
  await stop();
}
