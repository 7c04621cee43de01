// npm run bench:load — a realistic mix of what visitors, customers' browsers and staff ask for, at
// rising concurrency until p99 passes 200 ms or errors appear. Starts the built API as its own
// production process (as the other benches do) on a fresh database of the local PostgreSQL, with
// the 12 generated demo houses (real GLB models and images), and drives it with autocannon.
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { includedWorks } from '@hauskonfig/shared';
import { BENCH_ADMIN_PASSWORD, startBenchApi } from './bench-api.mjs';

const LEVELS = (process.env.BENCH_LEVELS ?? '10,25,50,100,150,200').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = process.env.BENCH_PORT ?? '3192';
const GOAL_P99_MS = 200;
const GOAL_CONNECTIONS = 100;

// The demo catalogue for realistic answers; no per-IP request limit, as every call comes from here.
process.env.SEED_DEMO_CATALOGUE = 'true';
process.env.REQUESTS_PER_IP_PER_HOUR = '100000000';
const { base, stop } = await startBenchApi(PORT);

async function json(path, init) {
  const response = await fetch(`${base}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

/** What the mix needs to know: houses, their views and images, the works, a staff token. */
async function discover() {
  const houses = await json('/api/v1/houses/templates');
  const views = [];
  for (const house of houses) {
    for (const view of await json(`/api/v1/houses/${house.id}/house-views`)) views.push(view.modelUrl);
  }
  const stages = await json('/api/v1/construction-stages');
  const { accessToken } = await json('/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
  });
  return {
    houseIds: houses.map((house) => house.id),
    modelUrls: views,
    // Per stage, the works a request for it holds (the API refuses one that leaves one out).
    stageWorkIds: stages.map((stage) => includedWorks(stages, stage.id).map((work) => work.id)),
    privacyVersion: (await json('/api/v1/settings')).privacyVersion,
    accessToken,
  };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One cycle of 20 calls per connection, weighted like a day of real use: mostly browsing. */
function mix({ houseIds, modelUrls, stageWorkIds, privacyVersion, accessToken }) {
  const get = (path) => ({ method: 'GET', path });
  const filters = [
    '',
    '?propertyShape=STRAIGHT',
    '?constructionMethod=WOODEN&roofShape=GABLE',
    '?propertyShape=HILLSIDE&from=100&to=180',
    '?roofShape=FLAT',
  ];
  const catalogue = () => ({
    ...get('/'),
    setupRequest: (req) => ({ ...req, path: `/api/v1/houses/templates${pick(filters)}` }),
  });
  const perHouse = (suffix) => ({
    ...get('/'),
    setupRequest: (req) => ({ ...req, path: `/api/v1/houses/${pick(houseIds)}${suffix}` }),
  });
  const model = () => ({
    ...get('/'),
    setupRequest: (req) => {
      const start = Math.floor(Math.random() * 16) * 1024;
      return { ...req, path: pick(modelUrls), headers: { ...req.headers, range: `bytes=${start}-${start + 16383}` } };
    },
  });
  let sent = 0;
  const submit = () => ({
    method: 'POST',
    path: '/api/v1/customer-requests/incoming',
    setupRequest: (req) => {
      sent += 1;
      const body = {
        email: `last.${sent}@example.at`,
        firstname: 'Lena',
        lastname: `Last${sent}`,
        phoneNumber: '+43 660 1234567',
        place: 'Linz',
        houseId: pick(houseIds),
        constructionWorkIds: stageWorkIds[sent % stageWorkIds.length],
        privacyConsent: true,
        privacyVersion,
      };
      return { ...req, headers: { ...req.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
    },
  });
  const staffList = () => ({
    method: 'GET',
    path: '/api/v1/admin/customer-requests?range=[0,24]&sort=["createdAt","DESC"]',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return [
    ...[1, 2, 3, 4, 5, 6].map(catalogue),
    perHouse(''),
    perHouse(''),
    perHouse(''),
    perHouse('/image-list'),
    perHouse('/image-list'),
    perHouse('/house-views'),
    perHouse('/house-views'),
    model(),
    model(),
    get('/api/v1/construction-stages'),
    get('/api/v1/contact-people'),
    submit(),
    staffList(),
    staffList(),
  ];
}

function run(requests, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections, duration: SECONDS, requests, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

try {
  const context = await discover();
  const requests = mix(context);
  await run(requests, 10); // warm-up: JIT, caches, pools
  // What the machine gives right now, for reading the figures: a route that touches nothing.
  const ceiling = await new Promise((resolve, reject) =>
    autocannon({ url: `${base}/api/v1/health/live`, connections: 50, duration: 5 }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
  console.log(
    `\nLoad benchmark: ${context.houseIds.length} houses, ${context.modelUrls.length} models; per cycle of ${requests.length} calls: ` +
      '6 catalogue (5 filters), 3 house detail, 2 image list, 2 views, 2 model Range 16 KB, stages, contact people, ' +
      `1 request created, 2 staff list pages; ${SECONDS} s per level`,
  );
  console.log(
    `ceiling now (GET /health/live, 50 connections): ${Math.round(ceiling.requests.average)} req/s, p99 ${ceiling.latency.p99} ms; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  console.log('connections   req/s    p50     p90     p99    max   errors  non-2xx  timeouts');
  const rows = [];
  for (const connections of LEVELS) {
    const r = await run(requests, connections);
    const row = { connections, rps: Math.round(r.requests.average), p99: r.latency.p99, failures: r.errors + r.non2xx };
    rows.push(row);
    console.log(
      `${String(connections).padStart(11)} ${String(row.rps).padStart(7)} ${`${r.latency.p50} ms`.padStart(7)} ${`${r.latency.p90} ms`.padStart(7)} ${`${r.latency.p99} ms`.padStart(7)} ${`${r.latency.max} ms`.padStart(7)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)} ${String(r.timeouts).padStart(9)}`,
    );
    if (row.p99 > GOAL_P99_MS || row.failures > 0) {
      console.log(
        `stopped: ${row.failures > 0 ? `${row.failures} errors` : `p99 ${row.p99} ms > ${GOAL_P99_MS} ms`} at ${connections} connections`,
      );
      break;
    }
  }
  const atGoal = rows.find((row) => row.connections === GOAL_CONNECTIONS);
  const sustained = rows.filter((row) => row.p99 <= GOAL_P99_MS && row.failures === 0).at(-1);
  console.log(
    `\nGoal at ${GOAL_CONNECTIONS} connections (0 errors, p99 < ${GOAL_P99_MS} ms): ${
      atGoal ? (atGoal.failures === 0 && atGoal.p99 < GOAL_P99_MS ? 'met' : 'NOT met') : 'not reached'
    }` + (sustained ? `; highest level within it: ${sustained.connections} connections, ${sustained.rps} req/s` : ''),
  );
} finally {
  await stop();
}
