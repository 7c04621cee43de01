// npm run bench:requests — the staff request list under load. Seeds 10,000 requests into a fresh
// database of the local PostgreSQL, starts the built API as its own process, drives the list
// (page of 25 with its total) with each filter and sort through autocannon, and prints the
// query plans (EXPLAIN ANALYZE) of exactly the SQL the API runs, built by the API's own code.
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../../test/support/stack.mjs';
import { BENCH_ADMIN_PASSWORD, drive as driveUrl, startBenchApi } from './bench-api.mjs';

const dist = (path) => import(join(REPO_ROOT, 'api', 'dist', path));
const { requestListStatements } = await dist('customer-requests/request-list-page.js');

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const CONTACT_PEOPLE = 8;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = process.env.BENCH_PORT ?? '3191';
const GOAL_P99_MS = 50;

// Common Austrian and German names, domains and mobile prefixes: realistic variety for the trigram indexes.
const FIRST = `Anna Maria Lena Laura Sophie Julia Sarah Lisa Hannah Katharina Elena Emma Johanna Theresa Eva Petra
  Andrea Sabine Claudia Monika Karin Birgit Martina Susanne Christina Verena Barbara Elisabeth Ingrid Helga
  Max Lukas Paul Jonas Felix David Tobias Florian Simon Jakob Alexander Michael Thomas Andreas Stefan Markus
  Christian Martin Peter Wolfgang Josef Franz Johann Gerhard Manfred Jürgen Herbert Klaus Georg Bernhard`.split(/\s+/);
const LAST = `Gruber Huber Bauer Wagner Müller Pichler Steiner Moser Mayer Hofer Leitner Berger Fuchs Eder Fischer
  Schmid Winkler Weber Schwarz Maier Schneider Reiter Mayr Schmidt Wimmer Egger Brunner Lang Baumgartner Auer
  Binder Lechner Wolf Wallner Aigner Ebner Koller Lehner Haas Schuster Holzer Wieser Strasser Stadler Sommer
  Hofmann Graf Kaiser Zimmermann Huemer Riegler Wiesinger Köhler Lackner Brandstätter Hackl Hölzl Pöll Obermayr
  Unterberger Rainer Seidl Hauser Ortner Zauner Kern Neubauer Hinterberger Fink Hartl Kainz Hermann Mühlbacher
  Stöckl Pfeiffer Resch Thaler Knapp Gasser Kogler Jäger Hammer Friedl Hager Böhm Kastner Posch Trummer Mair`.split(
  /\s+/,
);
const DOMAINS = ['gmx.at', 'aon.at', 'gmail.com', 'a1.net', 'outlook.com', 'chello.at', 'web.de', 'icloud.com'];
const PREFIXES = ['+43 664', '+43 676', '+43 650', '+43 660', '0664', '0676', '0699', '+49 151', '0732', '07242'];
const STATUSES = ['NEW', 'IN_NEGOTIATION', 'IN_PLANNING', 'SOLD', 'ARCHIVED', 'DECLINED'];

const { base, databaseUrl, stop } = await startBenchApi(PORT);

/** A fixed pseudo-random sequence, so every run seeds the same data. */
let state = 42;
const random = (n) => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return Math.floor((state / 2_147_483_648) * n);
};

/** 10,000 requests spread over two years, statuses and contact people; bulk-inserted through unnest. */
async function seed(client) {
  const people = [];
  for (let i = 0; i < CONTACT_PEOPLE; i += 1) {
    const { rows } = await client.query(
      `INSERT INTO contact_people (name, email, phone_number, published) VALUES ($1, $2, '+43 732 1000', true) RETURNING id`,
      [`Ansprechpartner ${i}`, `ap${i}@example.at`],
    );
    people.push(rows[0].id);
  }
  const now = Date.now();
  for (let start = 0; start < REQUESTS; start += 2000) {
    const columns = { first: [], last: [], full: [], email: [], phone: [], status: [], person: [], created: [] };
    for (let i = start; i < Math.min(start + 2000, REQUESTS); i += 1) {
      const first = FIRST[random(FIRST.length)];
      const last = LAST[random(LAST.length)];
      const [f, l] = [first.toLowerCase(), last.toLowerCase()];
      const local = [`${f}.${l}`, `${f[0]}.${l}`, `${l}${f}`, `${f}.${l}${random(90) + 10}`][random(4)];
      columns.first.push(first);
      columns.last.push(last);
      columns.full.push(`${first} ${last}`);
      columns.email.push(`${local}@${DOMAINS[random(DOMAINS.length)]}`);
      columns.phone.push(`${PREFIXES[random(PREFIXES.length)]} ${1_000_000 + random(9_000_000)}`);
      columns.status.push(STATUSES[i % STATUSES.length]);
      columns.person.push(people[i % CONTACT_PEOPLE]);
      columns.created.push(new Date(now - (REQUESTS - i) * 6_300_000).toISOString());
    }
    await client.query(
      `INSERT INTO customer_requests (first_name, last_name, full_name, email, phone_number, status, contact_person_id, created_at, updated_at)
       SELECT f, l, fn, e, p, s::request_status, c, t, t
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::uuid[], $8::timestamptz[])
         AS x(f, l, fn, e, p, s, c, t)`,
      Object.values(columns),
    );
  }
  await client.query('ANALYZE customer_requests');
  return people;
}

const drive = (path, token) =>
  driveUrl(`${base}${path}`, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });

/** EXPLAIN ANALYZE of the count and page SQL the API builds for this list query. */
async function explain(client, scenario) {
  const statements = requestListStatements({
    sortField: scenario.sort[0],
    sortOrder: scenario.sort[1],
    skip: scenario.range[0],
    take: scenario.range[1] - scenario.range[0] + 1,
    filter: scenario.filter,
  });
  const plans = {};
  for (const name of ['count', 'page']) {
    const { sql, params } = statements[name];
    const { rows } = await client.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${sql}`, params);
    plans[name] = rows.map((row) => row['QUERY PLAN']);
  }
  return plans;
}

const indexesIn = (plan) => [...new Set(plan.join('\n').match(/IDX_customer_requests_\w+/g) ?? [])];
const executionMs = (plan) => Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? NaN);

const client = new pg.Client({ connectionString: databaseUrl });
try {
  await client.connect();
  const people = await seed(client);
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
  });
  const { accessToken } = await login.json();
  if (!accessToken) throw new Error(`login failed: ${login.status}`);

  const scenarios = [
    { label: 'no filter, newest first', filter: {} },
    { label: 'fullName "huber"', filter: { fullName: 'huber' } },
    { label: 'fullName "MAXHOFER"', filter: { fullName: 'MAXHOFER' } },
    { label: 'email "gruber@gmx"', filter: { email: 'gruber@gmx' } },
    { label: 'phoneNumber "0664 12"', filter: { phoneNumber: '0664 12' } },
    { label: 'status IN_PLANNING', filter: { status: 'IN_PLANNING' } },
    { label: 'contact person', filter: { contactPersonId: people[3] } },
    { label: 'q "berger"', filter: { q: 'berger' } },
    { label: 'status + fullName "maria"', filter: { status: 'SOLD', fullName: 'maria' } },
    { label: 'sort fullName ASC, page 5', filter: {}, sort: ['fullName', 'ASC'], range: [100, 124] },
    { label: 'sort status DESC', filter: {}, sort: ['status', 'DESC'] },
  ].map((s) => ({ sort: ['createdAt', 'DESC'], range: [0, 24], ...s }));

  const results = [];
  await drive(`/api/v1/admin/customer-requests?range=[0,24]`, accessToken); // warm-up
  // The ceiling: a staff call that only authenticates (token check and one user lookup).
  const ceiling = await drive('/api/v1/users/me', accessToken);
  for (const scenario of scenarios) {
    const query = new URLSearchParams({
      sort: JSON.stringify(scenario.sort),
      range: JSON.stringify(scenario.range),
      filter: JSON.stringify(scenario.filter),
    });
    const path = `/api/v1/admin/customer-requests?${query}`;
    const check = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
    const total = check.headers.get('content-range')?.split('/')[1];
    const load = await drive(path, accessToken);
    const plans = await explain(client, scenario);
    results.push({ scenario, total, load, plans });
  }

  console.log(
    `\nStaff request list: ${REQUESTS} requests, page of 25 with total, ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  console.log(
    `${'scenario'.padEnd(30)} ${'matches'.padStart(7)} ${'req/s'.padStart(7)} ${'p50'.padStart(5)} ${'p99'.padStart(5)}  ` +
      `${'count SQL'.padStart(9)} ${'page SQL'.padStart(8)}  indexes used`,
  );
  console.log(
    `${'ceiling: GET /users/me'.padEnd(30)} ${''.padStart(7)} ${String(Math.round(ceiling.requests.average)).padStart(7)} ` +
      `${String(ceiling.latency.p50).padStart(5)} ${String(ceiling.latency.p99).padStart(5)}`,
  );
  for (const { scenario, total, load, plans } of results) {
    const indexes = [...new Set([...indexesIn(plans.count), ...indexesIn(plans.page)])];
    console.log(
      `${scenario.label.padEnd(30)} ${String(total).padStart(7)} ${String(Math.round(load.requests.average)).padStart(7)} ` +
        `${String(load.latency.p50).padStart(5)} ${String(load.latency.p99).padStart(5)}  ` +
        `${executionMs(plans.count).toFixed(2).padStart(7)}ms ${executionMs(plans.page).toFixed(2).padStart(6)}ms  ` +
        `${indexes.join(', ') || '(sequential scan)'}${load.errors + load.non2xx ? `  ERRORS ${load.errors + load.non2xx}` : ''}`,
    );
  }
  const worst = Math.max(...results.map((r) => r.load.latency.p99));
  console.log(`\nworst p99: ${worst} ms (goal < ${GOAL_P99_MS} ms) — ${worst < GOAL_P99_MS ? 'met' : 'NOT met'}`);
  if (process.env.BENCH_PLANS !== '0') {
    for (const { scenario, plans } of results) {
      console.log(
        `\n--- ${scenario.label}: count\n${plans.count.join('\n')}\n--- ${scenario.label}: page\n${plans.page.join('\n')}`,
      );
    }
  }
} finally {
  await client.end().catch(() => undefined);
  await stop();
}
