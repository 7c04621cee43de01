// docker-compose.yml must stay valid for users even though no Docker engine runs here:
// Debian's docker-compose validates it without one.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkDockerCompose } from '../support/services.mjs';
import { REPO_ROOT } from '../support/stack.mjs';

test('docker-compose accepts the compose file', () => {
  checkDockerCompose();
  const result = spawnSync('docker-compose', ['-f', join(REPO_ROOT, 'docker-compose.yml'), 'config', '-q'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
});

test('the compose stack has postgres, redis, api and worker with health checks and volumes', () => {
  const result = spawnSync('docker-compose', ['-f', join(REPO_ROOT, 'docker-compose.yml'), 'config'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
  const config = result.stdout;
  for (const service of ['postgres', 'redis', 'api', 'worker']) {
    assert.match(config, new RegExp(`^  ${service}:`, 'm'), `service ${service}`);
  }
  assert.equal((config.match(/healthcheck:/g) ?? []).length, 4, 'every service has a health check');
  assert.match(config, /^volumes:/m);
});
