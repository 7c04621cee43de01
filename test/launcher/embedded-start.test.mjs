// `npm start` on embedded defaults: no DATABASE_URL, so PGlite; the same checks as the issue's
// "done when": health, seeded stages, and HTML on the public and admin deep links. Then a
// restart on the same data folder keeps the data and prints the same demo login.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startStack } from '../support/stack.mjs';

const PORT = process.env.LAUNCHER_TEST_PORT ?? '3101';
const base = `http://127.0.0.1:${PORT}`;

function demoPassword(output) {
  const match = output.match(/Demo staff login\s+admin \/ (\S+)/);
  assert.ok(match, `no demo login in:\n${output}`);
  return match[1];
}

test('npm start runs on an embedded database and serves API and both apps', { timeout: 240_000 }, async () => {
  const first = startStack({ env: { PORT } });
  let password;
  try {
    await first.ready;
    assert.match(first.output(), /embedded PGlite/);
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
  } finally {
    assert.equal(await first.stop(), 0);
  }

  const second = startStack({ env: { PORT, DATA_DIR: first.dataDir } });
  try {
    await second.ready;
    assert.equal(demoPassword(second.output()), password);
    const stages = await (await fetch(`${base}/api/v1/construction-stages`)).json();
    assert.equal(stages.length, 3);
  } finally {
    await second.stop();
  }
});
