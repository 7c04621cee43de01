// npm run check:corpus -- <folder>: converts every GLB of a folder as the worker would (USDZ and
// web GLB, each on its own, one process per model) and prints per model whether it converted or
// why it was refused, the warnings staff would see, and whether both outputs draw the source's
// geometry (scripts/corpus/check-one-model.mjs). A refusal with a reason is a result; a crash, a
// process that dies, or an output whose geometry differs from the source fails the check.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2];
if (!folder || !existsSync(folder)) {
  console.error('usage: npm run check:corpus -- <folder with .glb files>');
  process.exit(2);
}
const script = join(import.meta.dirname, 'corpus', 'check-one-model.mjs');
const counts = { converted: 0, partly: 0, refused: 0, failed: 0 };
const files = readdirSync(folder)
  .filter((file) => file.endsWith('.glb'))
  .sort();

/** The model's verdict and what failed the check, if anything. */
function verdict(result) {
  if (result.fault) return { kind: 'failed', text: `CRASHED ${result.fault}` };
  if (result.refused) return { kind: 'refused', text: `refused: ${result.refused}` };
  const usdz =
    result.usdzBytes === undefined
      ? 'no USDZ (see the warning)'
      : `USDZ ${result.usdzBytes} B, ${result.usdzTriangles} of ${result.triangles} triangles, bounds ${result.usdzSameBounds ? 'same' : 'DIFFER'}`;
  const web =
    result.webBytes === undefined
      ? 'web GLB: the upload as it is'
      : `web GLB ${result.webBytes} B, geometry ${result.webSameGeometry ? 'same' : 'DIFFERS'}`;
  const differs = result.usdzSameBounds === false || result.webSameGeometry === false;
  const kind = differs ? 'failed' : result.usdzBytes === undefined ? 'partly' : 'converted';
  return { kind, text: `${kind}: ${usdz}; ${web}` };
}

for (const name of files) {
  const run = spawnSync(process.execPath, [script, join(folder, name)], { encoding: 'utf8', timeout: 300_000 });
  let result;
  try {
    result = JSON.parse(run.stdout.trim().split('\n').pop());
  } catch {
    counts.failed += 1;
    console.log(`${name}\n  CRASHED ${run.signal ?? run.status} ${run.stderr.slice(0, 200)}`);
    continue;
  }
  const { kind, text } = verdict(result);
  counts[kind] += 1;
  console.log(`${name} (${result.inputBytes} B)\n  ${text}`);
  for (const warning of result.warnings) console.log(`  warning: ${warning}`);
}
console.log(
  `\n${files.length} files: ${counts.converted} converted, ${counts.partly} without AR file, ${counts.refused} refused with a reason, ${counts.failed} failed (crash or geometry differs)`,
);
process.exit(counts.failed > 0 ? 1 : 0);
