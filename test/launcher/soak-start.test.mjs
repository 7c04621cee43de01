// The short form of `npm run soak:start` (40 s of use instead of 150 s): npm start's defaults,
// visitors and staff at once while the demo catalogue converts, the worker killed on the way,
// then a stop and a second start on the same data folder.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../support/stack.mjs';

test('npm start survives visitors, staff, conversions and a killed worker at once', { timeout: 600_000 }, () => {
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'soak', 'start-soak.mjs')], {
    env: { ...process.env, SOAK_SECONDS: process.env.SOAK_SECONDS ?? '40', SOAK_PORT: '3102' },
    encoding: 'utf8',
    timeout: 580_000,
  });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  assert.equal(result.status, 0, 'the soak failed; its report is above');
  assert.match(result.stdout, /5xx answers\s+0 \(goal 0\)/);
  assert.match(result.stdout, /restarts not caused\s+0 \(goal 0\)/);
});
