// npm run soak:start — `npm start`'s defaults (embedded PostgreSQL, supervised API and worker) on
// a fresh data folder, used by visitors and staff at once while the demo catalogue still
// converts; the worker is killed on the way and must come back and finish a conversion queued
// while it was down; then a stop and a second start on the same folder must keep everything.
// Figures: requests sent, 5xx (goal 0), restarts other than the one caused (goal 0), conversions
// finished. SOAK_SECONDS (default 150), SOAK_VISITORS, SOAK_STAFF and SOAK_PORT change the run.
import { chmodSync, cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_HOUSES, buildHouseGlb } from '@hauskonfig/demo-catalogue';
import { includedWorks } from '@hauskonfig/shared';
import { launchedPids, startStack, stillRunning } from '../../test/support/stack.mjs';
import { createReport } from '../faults/product-processes.mjs';
import { call, sleep } from '../faults/scenario.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 150);
const VISITORS = Number(process.env.SOAK_VISITORS ?? 6);
const STAFF = Number(process.env.SOAK_STAFF ?? 2);
const PORT = process.env.SOAK_PORT ?? '3393';
/** New requests one address may send per hour (the API's default): the visitors stay below it. */
const VISITOR_REQUESTS = 8;
const base = `http://127.0.0.1:${PORT}`;

const stats = { sent: 0, serverErrors: [], networkErrors: [], unexpected: [] };

/** One call of the drive: counted, and a 5xx, a network failure or an unexpected answer noted. */
async function send(what, path, init = {}, expected = [200]) {
  stats.sent++;
  const result = await call(base, path, init);
  if (result.status >= 500) stats.serverErrors.push(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
  else if (result.status === 0) stats.networkErrors.push(`${what}: ${result.body}`);
  else if (!expected.includes(result.status))
    stats.unexpected.push(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
  return result;
}

const json = (token, method, body) => ({
  method,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const bearer = (token, init = {}) => ({ ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function login(password) {
  const result = await send(
    'staff login',
    '/api/v1/auth/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    },
    [200, 201],
  );
  if (!result.body?.accessToken) throw new Error(`staff login failed: ${result.status}`);
  return result.body.accessToken;
}

const FILTERS = ['', '?propertyShape=STRAIGHT', '?constructionMethod=WOODEN', '?roofShape=FLAT&from=100&to=180'];
let visitorRequestsLeft = VISITOR_REQUESTS;
let requestsSent = 0;

/** A visitor browsing the catalogue, opening houses and models, and now and then sending a request. */
async function visitor(deadline, index) {
  const stages = (await send('stages', '/api/v1/construction-stages')).body;
  // A stage comes with its included works (the API refuses a request that leaves one out).
  const works = Array.isArray(stages) ? includedWorks(stages, stages[index % stages.length].id) : [];
  const { privacyVersion } = (await send('settings', '/api/v1/settings')).body ?? {};
  for (let round = 0; Date.now() < deadline; round++) {
    await send('home page', '/');
    await send('configure page', '/configure');
    const houses = (await send('catalogue', `/api/v1/houses/templates${pick(FILTERS)}`)).body;
    const all = (await send('catalogue', '/api/v1/houses/templates')).body;
    if (!Array.isArray(houses) || !Array.isArray(all) || all.length === 0) continue;
    const house = pick(all);
    await send('house page', `/configure/${house.id}`);
    await send('house', `/api/v1/houses/${house.id}`);
    await send('house images', `/api/v1/houses/${house.id}/image-list`);
    const views = (await send('house views', `/api/v1/houses/${house.id}/house-views`)).body;
    if (Array.isArray(views) && views.length > 0) {
      await send(
        'model',
        pick(views).modelUrl.replace(/^https?:\/\/[^/]+/, ''),
        { headers: { range: 'bytes=0-65535' } },
        [200, 206],
      );
    }
    await send('contact people', '/api/v1/contact-people');
    if (round === 2 + index && visitorRequestsLeft > 0) {
      visitorRequestsLeft--;
      const sent = await send(
        'new request',
        '/api/v1/customer-requests/incoming',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            firstname: 'Erika',
            lastname: `Besucherin ${index}`,
            email: `besucherin${index}@example.de`,
            phoneNumber: '+49 30 1234567',
            houseId: house.id,
            constructionWorkIds: works.map((work) => work.id),
            privacyConsent: true,
            privacyVersion,
          }),
        },
        [201],
      );
      if (sent.status === 201) requestsSent++;
    }
  }
}

const kept = { requests: [], houses: [], people: [] };

/** A staff member working through houses, requests and contact people (create, edit, list, delete). */
async function staff(deadline, index, password, photo) {
  const token = await login(password);
  for (let round = 0; Date.now() < deadline; round++) {
    const name = `Soak-Haus ${index}-${round}`;
    const house = await send('create house', '/api/v1/admin/houses/templates', json(token, 'POST', { name }), [201]);
    if (house.body?.id) {
      await send(
        'edit house',
        `/api/v1/admin/houses/templates/${house.body.id}`,
        json(token, 'PUT', { name, sizeInSqm: 120 + round, roofShape: 'GABLE' }),
      );
      if (round % 2 === 0)
        await send(
          'delete house',
          `/api/v1/admin/houses/templates/${house.body.id}`,
          bearer(token, { method: 'DELETE' }),
        );
      else kept.houses.push(house.body.id);
    }
    await send('house list', '/api/v1/admin/houses/templates?_start=0&_end=25', bearer(token));

    const request = await send(
      'create request',
      '/api/v1/admin/customer-requests',
      json(token, 'POST', {
        firstName: 'Max',
        lastName: `Kunde ${index}-${round}`,
        email: `kunde${index}-${round}@example.de`,
        phoneNumber: '+49 89 7654321',
      }),
      [201],
    );
    if (request.body?.id) {
      kept.requests.push(request.body.id);
      await send(
        'edit request',
        `/api/v1/admin/customer-requests/${request.body.id}`,
        json(token, 'PUT', { ...request.body, notes: `Runde ${round}` }),
      );
    }
    await send('request search', `/api/v1/admin/customer-requests?q=Kunde&_start=0&_end=25`, bearer(token));
    await send(
      'dashboard list',
      '/api/v1/admin/customer-requests?_sort=createdAt&_order=DESC&_start=0&_end=5',
      bearer(token),
    );

    const form = new FormData();
    form.set('name', `Berater ${index}-${round}`);
    form.set('email', `berater${index}-${round}@example.de`);
    form.set('phoneNumber', '+49 40 555123');
    form.set('published', 'false');
    form.set('image', new Blob([photo], { type: 'image/png' }), 'foto.png');
    const person = await send(
      'create contact person',
      '/api/v1/admin/contact-people',
      bearer(token, { method: 'POST', body: form }),
      [201],
    );
    if (person.body?.id) {
      const edit = new FormData();
      edit.set('name', `Beraterin ${index}-${round}`);
      edit.set('email', `berater${index}-${round}@example.de`);
      edit.set('phoneNumber', '+49 40 555124');
      await send(
        'edit contact person',
        `/api/v1/admin/contact-people/${person.body.id}`,
        bearer(token, { method: 'PUT', body: edit }),
      );
      if (round % 2 === 0)
        await send(
          'delete contact person',
          `/api/v1/admin/contact-people/${person.body.id}`,
          bearer(token, { method: 'DELETE' }),
        );
      else kept.people.push(person.body.id);
    }
    await send('contact people list', '/api/v1/admin/contact-people?_start=0&_end=25', bearer(token));
  }
}

async function upload(token, houseId, glb, name) {
  const form = new FormData();
  form.set('houseId', houseId);
  form.set('name', name);
  form.set('file', new Blob([glb]), `${name}.glb`);
  const result = await send(
    'model upload',
    '/api/v1/admin/house-views',
    bearer(token, { method: 'POST', body: form, timeoutMs: 120_000 }),
    [201],
  );
  return result.body?.id ?? null;
}

async function viewStatus(token, houseId, viewId) {
  const views = (await send('conversion status', `/api/v1/houses/${houseId}/house-views`, bearer(token))).body;
  return Array.isArray(views) ? views.find((view) => view.id === viewId)?.conversionStatus : undefined;
}

async function waitForConversion(token, houseId, viewId, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const status = await viewStatus(token, houseId, viewId);
    if (status === 'READY' || status === 'FAILED') return status;
    await sleep(250);
  }
  return 'TIMEOUT';
}

const workerPids = (output) => [...output.matchAll(/worker started \(pid (\d+)\)/g)].map((match) => Number(match[1]));
const deaths = (output) => [...output.matchAll(/\] (\w+) died \(/g)].map((match) => match[1]);

/**
 * The drive runs while the worker really converts the demo models: the stack gets a content cache
 * of its own, with the demo houses' generated files of the run's cache (CONTENT_CACHE_DIR, when
 * `npm test` prepared one) but none of their conversions. '' (no cache) otherwise.
 */
function soakContentCache(dataDir) {
  const runCache = process.env.CONTENT_CACHE_DIR;
  if (!runCache || !existsSync(join(runCache, 'demo-catalogue'))) return '';
  const own = join(dataDir, 'content-cache');
  cpSync(join(runCache, 'demo-catalogue'), join(own, 'demo-catalogue'), { recursive: true });
  return own;
}

async function main() {
  const report = createReport(`Soak: npm start defaults under use for ${SECONDS} s`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hk-soak-'));
  // Traversable by the unprivileged user the embedded server runs as when this runs as root.
  chmodSync(dataDir, 0o755);
  const photo = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#7a8c9e' } })
    .png()
    .toBuffer();
  const glb = await buildHouseGlb(DEMO_HOUSES[0], 'day');

  const cacheDir = soakContentCache(dataDir);
  const started = Date.now();
  let stack = startStack({ env: { PORT, DATA_DIR: dataDir, CONTENT_CACHE_DIR: cacheDir }, timeoutMs: 300_000 });
  let conversionsFinished = 0;
  try {
    await stack.ready;
    console.log(`  first start: ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const password = stack.output().match(/Demo staff login\s+admin \/ (\S+)/)?.[1];
    const token = await login(password);
    const catalogue = (await send('catalogue', '/api/v1/houses/templates')).body;
    const demoViews = [];
    for (const house of catalogue) {
      for (const view of (await send('house views', `/api/v1/houses/${house.id}/house-views`)).body)
        demoViews.push(view);
    }
    const waiting = demoViews.filter((view) => view.conversionStatus !== 'READY').length;
    report.check(
      waiting > 0,
      `the drive starts while the demo catalogue converts (${waiting} of ${demoViews.length} views not converted yet)`,
    );

    const modelHouse = await send(
      'create house',
      '/api/v1/admin/houses/templates',
      json(token, 'POST', { name: 'Soak-Modellhaus' }),
      [201],
    );
    const deadline = Date.now() + SECONDS * 1000;
    const drive = [
      ...Array.from({ length: VISITORS }, (_, i) => visitor(deadline, i)),
      ...Array.from({ length: STAFF }, (_, i) => staff(deadline, i, password, photo)),
    ];

    // Conversions during the drive; the worker is killed once, on time however long conversions
    // take, with a model queued while it is down.
    const killAt = Date.now() + SECONDS * 400;
    let queuedWhileDown = null;
    const killWorker = (async () => {
      await sleep(killAt - Date.now());
      const pid = workerPids(stack.output()).at(-1);
      process.kill(pid, 'SIGKILL');
      console.log(`  worker (pid ${pid}) killed with SIGKILL`);
      const viewId = await upload(token, modelHouse.body.id, glb, 'Während-Ausfall');
      queuedWhileDown = { viewId, status: await viewStatus(token, modelHouse.body.id, viewId), killedPid: pid };
      const status = await waitForConversion(token, modelHouse.body.id, viewId, 120_000);
      queuedWhileDown.finished = status;
      if (status === 'READY') conversionsFinished++;
    })();
    const conversions = (async () => {
      for (let round = 0; Date.now() < deadline; round++) {
        const viewId = await upload(token, modelHouse.body.id, glb, `Modell-${round}`);
        if (viewId && (await waitForConversion(token, modelHouse.body.id, viewId, 120_000)) === 'READY')
          conversionsFinished++;
        await sleep(3000);
      }
    })();
    await Promise.all([...drive, conversions, killWorker]);

    // A demo conversion the kill interrupted is taken up again once the queue sees it stalled.
    const demoViewsNow = async () => {
      const views = [];
      for (const house of catalogue) {
        for (const view of (await send('house views', `/api/v1/houses/${house.id}/house-views`)).body) views.push(view);
      }
      return views;
    };
    const demoSettled = Date.now() + 120_000;
    let demoAfter = await demoViewsNow();
    while (demoAfter.some((view) => view.conversionStatus !== 'READY') && Date.now() < demoSettled) {
      await sleep(2000);
      demoAfter = await demoViewsNow();
    }
    const demoReady = demoAfter.filter((view) => view.conversionStatus === 'READY').length;
    conversionsFinished += waiting - (demoAfter.length - demoReady);
    report.check(demoReady === demoAfter.length, `every demo view converted (${demoReady}/${demoAfter.length})`);

    const output = stack.output();
    const pids = workerPids(output);
    report.check(queuedWhileDown !== null, 'the worker was killed during the drive');
    report.check(
      pids.length === 2 && pids[1] !== queuedWhileDown?.killedPid,
      `the launcher started the worker again (worker pids ${pids.join(', ')})`,
    );
    report.check(
      queuedWhileDown?.status === 'QUEUED' && queuedWhileDown?.finished === 'READY',
      `a model uploaded while the worker was down was ${queuedWhileDown?.status} and then ${queuedWhileDown?.finished}`,
    );
    const otherDeaths = deaths(output).length - 1;
    report.check(
      otherDeaths === 0,
      `no restart other than the one caused (${otherDeaths}): ${deaths(output).join(', ')}`,
    );
    report.check(
      stats.serverErrors.length === 0,
      `no 5xx answer (${stats.serverErrors.length})${stats.serverErrors
        .slice(0, 3)
        .map((e) => `\n      ${e}`)
        .join('')}`,
    );
    report.check(
      stats.networkErrors.length === 0,
      `no failed connection (${stats.networkErrors.length})${stats.networkErrors
        .slice(0, 3)
        .map((e) => `\n      ${e}`)
        .join('')}`,
    );
    report.check(
      stats.unexpected.length === 0,
      `every answer as expected (${stats.unexpected.length} not)${stats.unexpected
        .slice(0, 3)
        .map((e) => `\n      ${e}`)
        .join('')}`,
    );
    report.check(requestsSent === Math.min(VISITOR_REQUESTS, VISITORS), `visitors' requests stored (${requestsSent})`);

    const code = await stack.stop();
    report.check(code === 0, `Ctrl+C (SIGINT) stops the launcher with code 0 (${code})`);
    const left = stillRunning(launchedPids(stack.output()));
    report.check(left.length === 0, `nothing the launcher started is left running (${left.join(', ') || 'none'})`);

    // A second start on the same folder: what was made is still there.
    stack = startStack({ env: { PORT, DATA_DIR: dataDir, CONTENT_CACHE_DIR: cacheDir }, timeoutMs: 120_000 });
    await stack.ready;
    const again = await login(password);
    const requests = await Promise.all(
      kept.requests.map((id) => call(base, `/api/v1/admin/customer-requests/${id}`, bearer(again))),
    );
    const houses = await Promise.all(
      kept.houses.map((id) => call(base, `/api/v1/admin/houses/templates/${id}`, bearer(again))),
    );
    const people = await Promise.all(
      kept.people.map((id) => call(base, `/api/v1/admin/contact-people/${id}`, bearer(again))),
    );
    const found = [...requests, ...houses, ...people].filter((result) => result.status === 200).length;
    const made = kept.requests.length + kept.houses.length + kept.people.length;
    report.check(
      found === made && found > 0,
      `after a second start everything kept is there (${found} of ${made}: ${kept.requests.length} requests, ${kept.houses.length} houses, ${kept.people.length} contact people)`,
    );
    const views = (await call(base, `/api/v1/houses/${modelHouse.body.id}/house-views`, bearer(again))).body;
    report.check(
      Array.isArray(views) && views.length > 0 && views.every((view) => view.conversionStatus === 'READY'),
      `the converted models are still there (${Array.isArray(views) ? views.length : 0})`,
    );
    report.check((await stack.stop()) === 0, 'the second start stops cleanly too');
  } catch (error) {
    report.check(false, `soak ran to the end (${error.message})`);
    await stack.stop();
  }

  console.log('');
  console.log(`  requests sent          ${stats.sent}`);
  console.log(`  5xx answers            ${stats.serverErrors.length} (goal 0)`);
  console.log(`  failed connections     ${stats.networkErrors.length}`);
  console.log(`  unexpected answers     ${stats.unexpected.length}`);
  console.log(`  restarts not caused    ${Math.max(0, deaths(stack.output()).length - 1)} (goal 0)`);
  console.log(`  conversions finished   ${conversionsFinished}`);
  console.log(`  visitors' requests     ${requestsSent}`);
  const passed = report.finish();
  if (passed && !process.env.SOAK_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  else console.log(`  data folder kept: ${dataDir}`);
  return passed;
}

process.exitCode = (await main()) ? 0 : 1;
