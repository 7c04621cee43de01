// Converts one GLB as the worker does (api/src/conversion/convert-model.ts: each output on its
// own) and checks both outputs against the source: the web GLB's decoded geometry (every
// primitive, its triangles and world-space bounds) and the USDZ read back by three.js's USDLoader
// (world-space bounds, triangles). Prints one JSON line; run as its own process per model by
// check-corpus.mjs.
import { readFileSync } from 'node:fs';
import { Box3 } from 'three';
import { USDLoader } from 'three/examples/jsm/loaders/USDLoader.js';
import { convertModel } from '../../api/dist/conversion/convert-model.js';
import { gltfIO } from '../../api/dist/conversion/gltf-io.js';
import { sameGeometry, summarizeGeometry } from '../../api/dist/conversion/optimize/geometry-check.js';
import { DEFAULT_MAX_TEXTURE_PIXELS } from '../../api/dist/conversion/texture-limit.js';

/** Share of the model's longest side the USDZ's bounds may differ by (number formatting, AR simplification). */
const USDZ_BOUNDS_SHARE = 0.01;

/** USDLoader decodes textures through an <img>; geometry is all this check reads, so each image fails at once. */
class SkippedImage extends EventTarget {
  set src(_url) {
    queueMicrotask(() => this.dispatchEvent(new Event('error')));
  }
}
globalThis.document = { createElementNS: () => new SkippedImage() };

const file = process.argv[2];
const glb = new Uint8Array(readFileSync(file));
const result = { file, inputBytes: glb.byteLength, warnings: [] };

const corners = ({ min, max }) => [...min, ...max];
const within = (a, b, tolerance) => a.every((value, index) => Math.abs(value - b[index]) <= tolerance);

async function usdzGeometry(usdz) {
  const group = await new Promise((resolve, reject) => new USDLoader().parse(usdz.slice().buffer, '', resolve, reject));
  group.updateMatrixWorld(true);
  let triangles = 0;
  group.traverse((object) => {
    if (object.isMesh) triangles += object.geometry.attributes.position.count / 3;
  });
  const box = new Box3().setFromObject(group);
  return { bounds: [...box.min.toArray(), ...box.max.toArray()], triangles };
}

try {
  const model = await convertModel(glb, { maxTexturePixels: DEFAULT_MAX_TEXTURE_PIXELS });
  result.warnings = model.warnings;
  result.triangles = model.report?.triangles ?? null;
  const io = await gltfIO();
  const summary = summarizeGeometry(await io.readBinary(glb));
  const bounds = corners(summary.bounds);
  const longest = Math.max(...[0, 1, 2].map((axis) => bounds[axis + 3] - bounds[axis]));
  if (model.usdz) {
    const read = await usdzGeometry(model.usdz.usdz);
    result.usdzBytes = model.usdz.usdz.byteLength;
    result.usdzTriangles = read.triangles;
    result.usdzSameBounds = within(read.bounds, bounds, longest * USDZ_BOUNDS_SHARE);
  }
  if (model.optimized) {
    result.webBytes = model.optimized.byteLength;
    result.webSameGeometry = sameGeometry(summary, summarizeGeometry(await io.readBinary(model.optimized)));
  }
} catch (error) {
  if (error?.name === 'ConversionError') result.refused = error.message;
  else result.fault = `${error?.name}: ${error?.message}`;
}
console.log(JSON.stringify(result));
