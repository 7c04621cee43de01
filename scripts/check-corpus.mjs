// npm run check:corpus -- <folder>: converts every GLB of a folder as the worker would (USDZ and
// web GLB, one process per model) and prints a table. A clean refusal (ConversionError) is a
// result; a crash, or a process that dies, fails the check.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2];
if (!folder || !existsSync(folder)) {
  console.error('usage: npm run check:corpus -- <folder with .glb files>');
  process.exit(2);
}
const script = join(import.meta.dirname, 'bench', 'convert-one.mjs');
let crashes = 0;
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.glb'))
  .sort();
for (const name of files) {
  const run = spawnSync(process.execPath, [script, join(folder, name)], { encoding: 'utf8', timeout: 300_000 });
  const line = run.stdout.trim().split('\n').pop();
  let result;
  try {
    result = JSON.parse(line);
  } catch {
    crashes += 1;
    console.log(`${name.padEnd(40)} CRASHED ${run.signal ?? run.status} ${run.stderr.slice(0, 120)}`);
    continue;
  }
  if (result.error && !result.error.startsWith('ConversionError')) crashes += 1;
  const verdict = result.error
    ? result.error.slice(0, 110)
    : `ok: ${result.meshes} meshes, ${result.triangles} triangles, USDZ ${result.usdzBytes} B, web GLB ${result.webBytes} B`;
  console.log(`${name.padEnd(40)} ${String(result.inputBytes).padStart(9)} B  ${verdict}`);
}
console.log(`\n${files.length} files, ${crashes} crashed`);
process.exit(crashes > 0 ? 1 : 0);
