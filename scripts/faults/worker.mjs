// npm run fault:worker — the worker is killed (SIGKILL) in the middle of a conversion and another
// one is started: the job must finish exactly once, with one set of output files. The same
// approach as api/test/conversion/worker-crash.e2e-spec.ts, but with the API and the workers as
// the production processes and a large model, on private PostgreSQL and Redis.
import { readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { writeBenchFixtures } from '../bench/bench-fixtures.mjs';
import { productEnv, staffToken, startApi, startWorker } from './product-processes.mjs';
import { call, runScenario, sleep } from './scenario.mjs';

const PORT = 3391;

async function conversionOf(db, id) {
  const { rows } = await db.query(
    `SELECT conversion_status AS status, conversion_attempts AS attempts, filename, house_id AS "houseId"
       FROM house_views WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * Waits for one of the statuses while the worker runs: a worker that dies (e.g. because a build
 * rewrote api/dist under it) is reported as such, not as a conversion that never finished.
 */
async function waitForStatus(db, id, statuses, timeoutMs, worker) {
  const started = Date.now();
  for (;;) {
    const view = await conversionOf(db, id);
    if (statuses.includes(view.status)) return view;
    if (worker && worker.child.exitCode !== null) {
      throw new Error(`the worker exited (code ${worker.child.exitCode}) while the conversion was ${view.status}`);
    }
    if (Date.now() - started > timeoutMs) throw new Error(`conversion still ${view.status} after ${timeoutMs} ms`);
    await sleep(25);
  }
}

const passed = await runScenario(
  'Fault: worker killed mid-conversion',
  async ({ postgres, redis, db, report, onCleanup }) => {
    const env = productEnv({ databaseUrl: postgres.url, redisUrl: redis.url, port: PORT });
    const api = await startApi(env);
    onCleanup(() => api.kill());
    const token = await staffToken(api.base);
    const auth = { authorization: `Bearer ${token}` };

    // The 48 MB house of the conversion benchmark: its conversion takes long enough to be hit.
    const [model] = (await writeBenchFixtures(mkdtempSync(join(tmpdir(), 'hk-fault-models-')))).filter((file) =>
      file.endsWith('large-house-50mb.glb'),
    );
    const house = await call(api.base, '/api/v1/admin/houses/templates', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Absturzhaus' }),
    });
    const form = new FormData();
    form.set('houseId', house.body.id);
    form.set('name', 'Gelände');
    form.set('file', new Blob([readFileSync(model)]), 'gelaende.glb');
    // Checking 48 MB takes a while on a busy machine.
    const upload = await call(api.base, '/api/v1/admin/house-views', {
      method: 'POST',
      headers: auth,
      body: form,
      timeoutMs: 300_000,
    });
    report.check(upload.status === 201, `upload of a 48 MB model accepted (${upload.status} after ${upload.ms} ms)`);
    if (upload.status !== 201) return;
    const viewId = upload.body.id;

    const first = startWorker(env);
    onCleanup(() => first.kill('SIGKILL'));
    await waitForStatus(db, viewId, ['CONVERTING'], 60_000, first);
    await sleep(300);
    await first.kill('SIGKILL');
    const afterKill = await conversionOf(db, viewId);
    report.check(
      afterKill.status === 'CONVERTING',
      `first worker killed with SIGKILL while CONVERTING (${afterKill.status})`,
    );

    const second = startWorker(env);
    onCleanup(() => second.kill());
    const done = await waitForStatus(db, viewId, ['READY', 'FAILED'], 180_000, second);
    report.check(done.status === 'READY', `the next worker finished the conversion (${done.status})`);
    report.check(done.attempts === 2, `exactly one more attempt after the crash (attempts ${done.attempts})`);

    // Once: one completed job, nothing failed or still waiting, no third run a little later.
    await sleep(5000);
    const bull = new Redis(redis.url);
    const prefix = 'hk-fault:bull:model-conversion';
    const jobId = `${viewId}:${done.filename}`;
    const [completed, failed, waiting, active, delayed] = await Promise.all([
      bull.zrange(`${prefix}:completed`, 0, -1),
      bull.zcard(`${prefix}:failed`),
      bull.llen(`${prefix}:wait`),
      bull.llen(`${prefix}:active`),
      bull.zcard(`${prefix}:delayed`),
    ]);
    bull.disconnect();
    report.check(
      completed.filter((id) => id === jobId).length === 1 && failed + waiting + active + delayed === 0,
      `the job completed once and nothing else is queued (completed ${completed.length}, failed ${failed}, waiting ${waiting}, active ${active}, delayed ${delayed})`,
    );
    const later = await conversionOf(db, viewId);
    report.check(
      later.attempts === 2 && later.status === 'READY',
      `no further run 5 s later (attempts ${later.attempts})`,
    );

    const files = readdirSync(join(env.DATA_DIR, 'files', 'houses', done.houseId, 'views')).filter(
      (name) => !name.startsWith('.'),
    );
    const base = done.filename.replace(/\.glb$/, '');
    report.check(
      files.sort().join(',') ===
        [done.filename, `${base}.usdz`, `${base}.web.glb`, `${base}.preview.glb`].sort().join(','),
      `one set of files: upload, web GLB, preview and USDZ, no leftovers (${files.length} files)`,
    );
    const usdz = await call(api.base, `/api/v1/house-views/${viewId}/model.usdz`, { headers: auth });
    report.check(usdz.status === 200, `the USDZ is served (${usdz.status})`);
  },
);
process.exit(passed ? 0 : 1);
