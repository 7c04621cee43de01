// `npm test`: checks the services, builds everything once, prepares the demo catalogue once, then
// runs every suite in turn and fails if any failed. A missing service is a failure with a clear
// message, never a skip. Prints each stage's time at the end.
import { spawnSync } from 'node:child_process';
import { prepareDemoCache } from '../test/support/demo-cache.mjs';
import { checkChromium, checkDockerCompose, checkPostgres, checkRedis } from '../test/support/services.mjs';

const stages = [
  ['build', 'npm', ['run', 'build']],
  // Every stack the tests start (launcher, browser) seeds its demo houses from the content cache and
  // finds their conversions done; the entries are keyed by the build, so a changed build makes them again.
  ['demo catalogue, generated and converted once for the run', prepareDemoCache],
  ['shared unit tests', 'npm', ['test', '-w', 'shared']],
  ['demo catalogue generator tests', 'npm', ['test', '-w', 'demo-catalogue']],
  ['admin and public site unit tests (vitest)', 'npm', ['test', '-w', 'admin', '-w', 'public-web']],
  ['API tests (jest + supertest, real PostgreSQL and Redis)', 'npm', ['test', '-w', 'api']],
  [
    'npm start on embedded defaults, docker-compose file, built assets, build after a checkout, benchmark calibration',
    'node',
    ['--test', 'test/launcher/', 'test/compose/', 'test/build/', 'test/bench/'],
  ],
  ['browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '-c', 'test/playwright.config.ts']],
];

function run(label, command, args) {
  console.log(`\n=== ${label}\n`);
  const started = Date.now();
  const passed =
    typeof command === 'function'
      ? command()
      : spawnSync(command, args, { stdio: 'inherit', env: process.env }).status === 0;
  return { label, passed, seconds: Math.round((Date.now() - started) / 1000) };
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

const results = [];
for (const [label, command, args] of stages) {
  const result = run(label, command, args);
  results.push(result);
  // Nothing can be tested without the build and the demo catalogue.
  if (!result.passed && results.length <= 2) break;
}

const failed = results.filter((result) => !result.passed);
console.log('\nTime per stage:');
for (const { label, passed, seconds } of results) {
  console.log(
    `  ${`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`.padStart(6)}  ${passed ? 'ok    ' : 'FAILED'}  ${label}`,
  );
}
const total = results.reduce((sum, result) => sum + result.seconds, 0);
console.log(`  ${`${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`.padStart(6)}  in all`);
console.log(`\nStages: ${results.length - failed.length} passed, ${failed.length} failed of ${stages.length}`);
process.exit(failed.length > 0 || results.length < stages.length ? 1 : 0);
