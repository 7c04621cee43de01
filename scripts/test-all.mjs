// `npm test`: checks the services, builds everything, then runs every suite in turn and
// fails if any failed. A missing service is a failure with a clear message, never a skip.
import { spawnSync } from 'node:child_process';
import { checkChromium, checkDockerCompose, checkPostgres, checkRedis } from '../test/support/services.mjs';

const suites = [
  ['shared unit tests', 'npm', ['test', '-w', 'shared']],
  ['demo catalogue generator tests', 'npm', ['test', '-w', 'demo-catalogue']],
  ['admin and public site unit tests (vitest)', 'npm', ['test', '-w', 'admin', '-w', 'public-web']],
  ['API tests (jest + supertest, real PostgreSQL and Redis)', 'npm', ['test', '-w', 'api']],
  [
    'npm start on embedded defaults, docker-compose file, built assets, benchmark calibration',
    'node',
    ['--test', 'test/launcher/', 'test/compose/', 'test/build/', 'test/bench/'],
  ],
  ['browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'test/playwright.config.ts']],
];

function run(label, command, args) {
  console.log(`\n=== ${label}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status === 0;
}

try {
  await checkPostgres();
  await checkRedis();
  checkChromium();
  checkDockerCompose();
} catch (error) {
  console.error(`\nCannot run the tests: ${error.message}\n`);
  process.exit(1);
}

if (!run('build', 'npm', ['run', 'build'])) process.exit(1);

const failed = suites.filter(([label, command, args]) => !run(label, command, args)).map(([label]) => label);
console.log('');
console.log(`Suites: ${suites.length - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) {
  for (const label of failed) console.log(`  failed: ${label}`);
  process.exit(1);
}
