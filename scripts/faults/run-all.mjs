// npm run faults — every fault script in turn, each in its own process, with a summary at the end.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const SCRIPTS = ['worker', 'redis', 'postgres', 'api-kill'];

const results = SCRIPTS.map((name) => {
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [join(here, `${name}.mjs`)], { stdio: 'inherit' });
  return { name, passed: status === 0, seconds: Math.round((Date.now() - started) / 1000) };
});
console.log('\nFault scripts');
for (const { name, passed, seconds } of results) {
  console.log(`  ${passed ? 'PASS' : 'FAIL'}  fault:${name.padEnd(10)} ${seconds} s`);
}
process.exit(results.every((r) => r.passed) ? 0 : 1);
