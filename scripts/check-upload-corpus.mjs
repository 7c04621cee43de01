// npm run check:upload-corpus -- <folder>: runs every .glb of a folder through the API's upload
// check (container check, Khronos validator, texture limits) and prints what an upload would
// answer. Where a `<file>.report.json` (the validator's expected report) lies beside a file,
// nothing it counts errors in may be accepted; refusing more (the API's own container rules are
// stricter about lengths and declared buffer sizes) is reported as "stricter", not as a failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GlbValidator } from '../api/dist/house-views/glb/glb-validator.js';

const folder = process.argv[2];
if (!folder || !existsSync(folder)) {
  console.error('usage: npm run check:upload-corpus -- <folder with .glb files>');
  process.exit(2);
}
// The API's default image limit (MAX_IMAGE_PIXELS) for embedded textures.
const validator = new GlbValidator({ uploads: { maxImagePixels: 50_000_000 } });
let disagreements = 0;
let stricter = 0;
const rows = [];
for (const name of readdirSync(folder)
  .filter((file) => file.endsWith('.glb'))
  .sort()) {
  const bytes = readFileSync(join(folder, name));
  let verdict = 'accepted';
  let reason = '';
  try {
    await validator.validate(bytes);
  } catch (error) {
    verdict = error.getStatus ? `refused ${error.getStatus()}` : 'CRASHED';
    reason = error.message;
  }
  const reportFile = join(folder, `${name}.report.json`);
  let expected = '';
  if (existsSync(reportFile)) {
    const errors = JSON.parse(readFileSync(reportFile, 'utf8')).issues.numErrors;
    expected = errors > 0 ? 'refuse' : 'accept';
    if (errors > 0 && !verdict.startsWith('refused')) disagreements += 1;
    if (errors === 0 && verdict.startsWith('refused')) {
      stricter += 1;
      expected = 'accept (stricter here)';
    }
  }
  if (verdict === 'CRASHED') disagreements += 1;
  rows.push([name, bytes.length, verdict, expected, reason.slice(0, 90)]);
}
for (const [name, size, verdict, expected, reason] of rows) {
  console.log(
    `${name.padEnd(46)} ${String(size).padStart(8)} B  ${verdict.padEnd(12)} ${expected.padEnd(8)} ${reason}`,
  );
}
console.log(
  `\n${rows.length} files, ${disagreements} accepted although broken or crashed, ${stricter} refused by the stricter container rules`,
);
process.exit(disagreements > 0 ? 1 : 0);
