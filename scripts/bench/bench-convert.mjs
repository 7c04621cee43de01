// npm run bench:convert [-- <folder>]: converts every generated fixture (and the GLBs of an
// optional folder) as the worker does, one process per model, and prints per model the
// conversion seconds, peak memory, input, USDZ and web-GLB sizes, the USDZ's triangles (and the
// count before simplifying for AR, if it was), next to three.js's USDZExporter on the same model
// as the reference.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { writeBenchFixtures } from './bench-fixtures.mjs';

const here = import.meta.dirname;
const folder = process.argv[2];
const files = await writeBenchFixtures(mkdtempSync(join(tmpdir(), 'hk-bench-convert-')));
if (folder)
  files.push(
    ...readdirSync(folder)
      .filter((f) => f.endsWith('.glb'))
      .sort()
      .map((f) => join(folder, f)),
  );

const runJson = (script, file) =>
  JSON.parse(
    execFileSync(process.execPath, ['--max-old-space-size=3072', join(here, script), file], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .pop(),
  );

const kb = (bytes) => (bytes === undefined ? '-' : `${Math.round(bytes / 1024)} KB`);
console.log(
  `\n${'model'.padEnd(30)} ${'input'.padStart(10)} ${'USDZ s'.padStart(7)} ${'web s'.padStart(6)} ${'peak'.padStart(8)} ${'USDZ'.padStart(10)} ${'web GLB'.padStart(10)} ${'web %'.padStart(6)} ${'USDZ tris'.padStart(10)} ${'simplified from'.padStart(15)} ${'three.js s'.padStart(10)}`,
);
const ratios = [];
for (const file of files) {
  const ours = runJson('convert-one.mjs', file);
  const reference = runJson('usdz-reference.mjs', file);
  if (ours.webBytes) ratios.push(ours.webBytes / ours.inputBytes);
  console.log(
    [
      basename(file).slice(0, 30).padEnd(30),
      kb(ours.inputBytes).padStart(10),
      (ours.error ? 'error' : ours.usdzSeconds.toFixed(2)).padStart(7),
      (ours.webSeconds?.toFixed(2) ?? '-').padStart(6),
      `${ours.peakMb} MB`.padStart(8),
      kb(ours.usdzBytes).padStart(10),
      kb(ours.webBytes).padStart(10),
      (ours.webBytes ? `${Math.round((100 * ours.webBytes) / ours.inputBytes)}%` : '-').padStart(6),
      (ours.triangles?.toLocaleString('en-US') ?? '-').padStart(10),
      (ours.simplifiedFrom?.toLocaleString('en-US') ?? '-').padStart(15),
      (reference.error ? 'n/a' : reference.seconds.toFixed(2)).padStart(10),
    ].join(' '),
  );
  if (ours.error) console.log(`   ${ours.error}`);
}
ratios.sort((a, b) => a - b);
const median = ratios.length ? ratios[Math.floor((ratios.length - 1) / 2)] : 0;
console.log(`\nmedian web GLB size: ${Math.round(median * 100)}% of the upload (${ratios.length} models)\n`);
