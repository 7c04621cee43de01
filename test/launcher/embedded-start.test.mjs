// `npm start` on embedded defaults: no DATABASE_URL, so the embedded PostgreSQL server. Health,
// seeded stages and the SPA deep links; a killed worker is started again while the API answers;
// Ctrl+C leaves nothing running; a restart on the same data folder keeps the data; a PGlite data
// folder is refused untouched; a launcher killed outright does not block the next start.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { launchedPids, startStack, stillRunning } from '../support/stack.mjs';

const PORT = process.env.LAUNCHER_TEST_PORT ?? '3101';
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function demoPassword(output) {
  const match = output.match(/Demo staff login\s+admin \/ (\S+)/);
  assert.ok(match, `no demo login in:\n${output}`);
  return match[1];
}

const workerPids = (output) => [...output.matchAll(/worker started \(pid (\d+)\)/g)].map((match) => Number(match[1]));

async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

test(
  'npm start runs a real PostgreSQL server, supervises the worker and stops in order',
  { timeout: 300_000 },
  async () => {
    const first = startStack({ env: { PORT } });
    let password;
    try {
      await first.ready;
      assert.match(
        first.output(),
        /embedded PostgreSQL 18 at postgresql:\/\/hauskonfig:\*\*\*@127\.0\.0\.1:\d+\/hauskonfig/,
      );
      assert.ok(existsSync(join(first.dataDir, 'postgres', 'PG_VERSION')));
      password = demoPassword(first.output());

      const health = await fetch(`${base}/api/v1/health`);
      assert.equal(health.status, 200);
      assert.equal((await health.json()).details.database.status, 'up');

      const stages = await (await fetch(`${base}/api/v1/construction-stages`)).json();
      assert.deepEqual(
        stages.map((s) => s.name),
        ['Ausbauhaus', 'Belagsfertig', 'Schlüsselfertig'],
      );
      assert.equal(stages[2].constructionStageChildId, stages[1].id);

      for (const path of ['/', '/configure', '/configure/property-shape', '/admin', '/admin/customer-requests']) {
        const res = await fetch(`${base}${path}`);
        assert.equal(res.status, 200, path);
        const html = await res.text();
        assert.match(html, /<div id="root">/, path);
        assert.match(html, /lang="de"/, path);
      }

      // The worker dies: the API keeps answering every call while the launcher starts a new worker.
      await until(() => workerPids(first.output()).length === 1, 30_000, 'worker started');
      const [killed] = workerPids(first.output());
      process.kill(killed, 'SIGKILL');
      const answers = [];
      while (workerPids(first.output()).length < 2) {
        const res = await fetch(`${base}/api/v1/houses/templates`);
        answers.push(res.status);
        await res.arrayBuffer();
        await sleep(50);
        assert.ok(answers.length < 400, `no new worker after 20 s:\n${first.output()}`);
      }
      assert.ok(
        answers.length > 5 && answers.every((status) => status === 200),
        `API answers while the worker is down: ${answers}`,
      );
      assert.match(first.output(), /\[start\] worker died \(signal SIGKILL\); restarting in 1 s/);
      assert.doesNotMatch(first.output(), /\[start\] api died/);
    } finally {
      assert.equal(await first.stop(), 0);
    }
    assert.match(first.output(), /\[start\] Stopped\./);
    assert.deepEqual(stillRunning(launchedPids(first.output())), [], 'nothing the launcher started runs on');

    const second = startStack({ env: { PORT, DATA_DIR: first.dataDir } });
    try {
      await second.ready;
      assert.equal(demoPassword(second.output()), password);
      const stages = await (await fetch(`${base}/api/v1/construction-stages`)).json();
      assert.equal(stages.length, 3);
      const houses = await (await fetch(`${base}/api/v1/houses/templates`)).json();
      assert.equal(houses.length, 12);
    } finally {
      assert.equal(await second.stop(), 0);
    }
  },
);

test('a data folder of the earlier PGlite default is refused and left as it was', { timeout: 60_000 }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hk-pglite-'));
  mkdirSync(join(dataDir, 'pgdata'));
  writeFileSync(join(dataDir, 'pgdata', 'PG_VERSION'), '17\n');
  writeFileSync(join(dataDir, 'demo-login.json'), '{"username":"admin","password":"kept"}');
  const stack = startStack({ env: { PORT, DATA_DIR: dataDir } });
  await assert.rejects(stack.ready, /stack exited with code 1/);
  assert.match(stack.output(), /pgdata holds a database of the earlier embedded default \(PGlite\)/);
  assert.match(stack.output(), /Nothing was changed/);
  assert.deepEqual(readdirSync(dataDir).sort(), ['demo-login.json', 'pgdata']);
  assert.equal(readFileSync(join(dataDir, 'pgdata', 'PG_VERSION'), 'utf8'), '17\n');
});

test(
  'as root, a data folder the server user cannot reach is refused with what to do',
  { timeout: 120_000 },
  async () => {
    // mkdtemp makes a private folder (700): the unprivileged server user cannot pass through it.
    const dataDir = join(mkdtempSync(join(tmpdir(), 'hk-private-')), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    const stack = startStack({ env: { PORT, DATA_DIR: dataDir } });
    if (process.getuid() === 0) {
      await assert.rejects(stack.ready, /stack exited with code 1/);
      assert.match(stack.output(), /runs as the user "postgres", who cannot reach .*Nothing was changed/s);
      assert.match(stack.output(), /DATA_DIR=\/var\/lib\/hauskonfig npm start/);
      assert.deepEqual(readdirSync(dataDir), []);
    } else {
      // Not root: the server runs as this user, who owns the folder.
      await stack.ready;
      assert.equal(await stack.stop(), 0);
    }
  },
);

test('a launcher killed outright leaves nothing that blocks the next start', { timeout: 240_000 }, async () => {
  const first = startStack({ env: { PORT } });
  await first.ready;
  const pids = launchedPids(first.output());
  assert.equal(pids.length >= 2, true, first.output());
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  // API and worker notice the launcher is gone and end; only the database server is left.
  await until(() => stillRunning(pids).length <= 1, 30_000, 'API and worker end with the launcher');

  const second = startStack({ env: { PORT, DATA_DIR: first.dataDir } });
  try {
    await second.ready;
    assert.match(second.output(), /Stopped a database server an earlier run left running \(pid \d+\)/);
    assert.equal((await fetch(`${base}/api/v1/health`)).status, 200);
  } finally {
    assert.equal(await second.stop(), 0);
  }
  assert.deepEqual(stillRunning([...pids, ...launchedPids(second.output())]), []);
});
