// The reference: three.js's own USDZExporter, run in Node on the same GLB (untextured models
// only: its texture path needs a canvas). Prints one JSON line with seconds and peak memory.
import { readFileSync } from 'node:fs';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { USDZExporter } from 'three/examples/jsm/exporters/USDZExporter.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';

const file = process.argv[2];
const bytes = readFileSync(file);
const result = { file };
const convert = async () => {
  const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
  const gltf = await loader.parseAsync(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), '');
  return new USDZExporter().parseAsync(gltf.scene);
};
try {
  await convert(); // untimed warm-up, as for ours
  const started = performance.now();
  const usdz = await convert();
  result.seconds = (performance.now() - started) / 1000;
  result.usdzBytes = usdz.byteLength;
} catch (error) {
  result.error = String(error?.message ?? error).slice(0, 80);
}
result.peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
console.log(JSON.stringify(result));
