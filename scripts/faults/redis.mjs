// npm run fault:redis — Redis dies (SIGKILL, nothing persisted, so every queued job is gone) while
// staff upload models and a visitor sends a request, and comes back 5 s later. Reads must go on;
// every upload must be accepted (and converted in the end) or refused with a clear error; the
// request's mails must go out. Nothing may be lost without a word.
import { DEMO_HOUSES, buildHouseGlb } from '@hauskonfig/demo-catalogue';
import { productEnv, staffToken, startApi, startWorker } from './product-processes.mjs';
import { call, isApiError, privacyConsent, runScenario, sleep } from './scenario.mjs';

const PORT = 3392;
const OUTAGE_MS = 5000;

const passed = await runScenario(
  'Fault: Redis restarted during uploads',
  async ({ postgres, redis, db, report, onCleanup }) => {
    const env = productEnv({ databaseUrl: postgres.url, redisUrl: redis.url, port: PORT });
    const api = await startApi(env);
    onCleanup(() => api.kill());
    const worker = startWorker(env);
    onCleanup(() => worker.kill());
    const token = await staffToken(api.base);
    const consent = await privacyConsent(api.base);
    const auth = { authorization: `Bearer ${token}` };
    const house = await call(api.base, '/api/v1/admin/houses/templates', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ausfallhaus' }),
    });
    const model = await buildHouseGlb(DEMO_HOUSES[0], 'alt');

    const uploads = [];
    const upload = async (phase) => {
      const name = `Modell ${uploads.length + 1}`;
      const form = new FormData();
      form.set('houseId', house.body.id);
      form.set('name', name);
      form.set('file', new Blob([model]), 'haus.glb');
      const entry = {
        name,
        phase,
        ...(await call(api.base, '/api/v1/admin/house-views', { method: 'POST', headers: auth, body: form })),
      };
      uploads.push({ ...entry, answeredAt: Date.now() });
      return entry;
    };
    const reads = [];
    const read = async (phase) => {
      for (const path of [
        '/api/v1/houses/templates',
        '/api/v1/construction-stages',
        `/api/v1/houses/${house.body.id}/house-views`,
      ]) {
        reads.push({ phase, path, ...(await call(api.base, path, { headers: auth })) });
      }
    };

    await upload('before');
    await sleep(500);
    await redis.stop();
    const outageStarted = Date.now();
    await Promise.all([
      (async () => {
        while (Date.now() - outageStarted < OUTAGE_MS - 1000) await upload('during');
      })(),
      (async () => {
        while (Date.now() - outageStarted < OUTAGE_MS - 1000) await read('during');
      })(),
    ]);
    const request = await call(api.base, '/api/v1/customer-requests/incoming', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'ausfall@example.at',
        firstname: 'Anna',
        lastname: 'Ausfall',
        phoneNumber: '0660 1234567',
        constructionWorkIds: [],
        ...consent,
      }),
    });
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - outageStarted)));
    const redisBackAt = Date.now();
    await redis.start();
    await upload('after');

    const duringReads = reads.filter((r) => r.phase === 'during');
    report.check(
      duringReads.length > 0 && duringReads.every((r) => r.status === 200),
      `reads kept working while Redis was down (${duringReads.filter((r) => r.status === 200).length}/${duringReads.length} answered 200)`,
    );
    const during = uploads.filter((u) => u.phase === 'during');
    const accepted = uploads.filter((u) => u.status === 201);
    const refused = uploads.filter((u) => u.status !== 201);
    report.check(during.length > 0, `${during.length} uploads sent while Redis was down`);
    report.check(
      refused.every((u) => u.status >= 400 && u.status < 600 && u.status !== 500 && isApiError(u.body)),
      `every upload was accepted or refused with a code and a German message (${accepted.length} accepted, ${refused.length} refused: ${[...new Set(refused.map((u) => `${u.status} ${u.body?.code ?? u.body}`))].join(', ') || 'none'})`,
    );
    report.check(
      during.every((u) => u.answeredAt < redisBackAt),
      `every upload was answered while Redis was still down, none waited for it (slowest ${Math.max(...during.map((u) => u.ms))} ms)`,
    );
    report.check(request.status === 201, `a request sent while Redis was down was taken (${request.status})`);

    // Accepted uploads must all convert; refused ones must have left no row.
    const started = Date.now();
    const readViews = async () =>
      (await db.query(`SELECT name, conversion_status AS status FROM house_views WHERE house_id = $1`, [house.body.id]))
        .rows;
    let views = await readViews();
    while (views.some((v) => v.status === 'QUEUED' || v.status === 'CONVERTING') && Date.now() - started < 90_000) {
      await sleep(500);
      views = await readViews();
    }
    const statusByName = new Map(views.map((v) => [v.name, v.status]));
    report.check(
      accepted.every((u) => statusByName.get(u.name) === 'READY'),
      `every accepted upload was converted after Redis came back, also those whose jobs Redis lost (${accepted.filter((u) => statusByName.get(u.name) === 'READY').length}/${accepted.length} READY within ${Math.round((Date.now() - started) / 1000)} s)`,
    );
    report.check(
      refused.every((u) => !statusByName.has(u.name)) && views.length === accepted.length,
      `refused uploads left nothing behind (${views.length} views stored for ${accepted.length} accepted uploads)`,
    );
    if (request.status === 201) {
      const mailsStarted = Date.now();
      let statuses = [];
      while (Date.now() - mailsStarted < 60_000) {
        statuses = (
          await db.query(`SELECT status FROM mail_outbox WHERE customer_request_id = $1`, [request.body.id])
        ).rows.map((r) => r.status);
        if (statuses.length > 0 && statuses.every((s) => s === 'SENT')) break;
        await sleep(500);
      }
      report.check(
        statuses.length > 0 && statuses.every((s) => s === 'SENT'),
        `the request's mails were sent after Redis came back (${statuses.join(', ') || 'no mails'})`,
      );
    }
  },
);
process.exit(passed ? 0 : 1);
