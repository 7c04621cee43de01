// Converts one GLB the way the worker does (USDZ + web GLB) and prints one JSON line with the
// timings, sizes and this process's peak memory. Run as its own process per model by
// bench-convert.mjs and check-corpus.mjs, so peaks do not add up.
import { readFileSync } from 'node:fs';
import { convertGlbToUsdz } from '../../api/dist/conversion/usdz/convert-glb-to-usdz.js';
import { optimizeGlb } from '../../api/dist/conversion/optimize/optimize-glb.js';

const file = process.argv[2];
const glb = new Uint8Array(readFileSync(file));
const result = { file, inputBytes: glb.byteLength };
try {
  // One untimed run first: codec start-up (WebAssembly) is paid once per worker, not per model.
  await convertGlbToUsdz(glb);
  let started = performance.now();
  const { usdz, stats } = await convertGlbToUsdz(glb);
  result.usdzSeconds = (performance.now() - started) / 1000;
  result.usdzBytes = usdz.byteLength;
  result.meshes = stats.meshes;
  result.triangles = stats.triangles;
  result.simplifiedFrom = stats.simplifiedFrom;
  started = performance.now();
  const web = await optimizeGlb(glb);
  result.webSeconds = (performance.now() - started) / 1000;
  result.webBytes = web.byteLength;
} catch (error) {
  result.error = `${error.name}: ${error.message}`;
}
result.peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(JSON.stringify(result));
