// Reads USDZ files with the tinyusdz WASM build and prints what it found as JSON. It runs in a
// child process because the build only starts when it believes it is in a browser: `process`
// hidden and `window` defined while it initialises, which must not leak into the test runner.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const wasmBinary = readFileSync(require.resolve('tinyusdz/tinyusdz.wasm'));
const nodeProcess = globalThis.process;
globalThis.window = globalThis;
const { default: initTinyUsdz } = await import('tinyusdz/tinyusdz.js');
let tinyusdz;
globalThis.process = undefined;
try {
  tinyusdz = await initTinyUsdz({ wasmBinary, print: () => undefined, printErr: () => undefined });
} finally {
  globalThis.process = nodeProcess;
}

/** [minX, minY, minZ, maxX, maxY, maxZ] of a flat list of points. */
function bounds(points) {
  const box = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
  for (let i = 0; i < points.length; i += 3) {
    for (let axis = 0; axis < 3; axis++) {
      box[axis] = Math.min(box[axis], points[i + axis]);
      box[axis + 3] = Math.max(box[axis + 3], points[i + axis]);
    }
  }
  return box;
}

function summarise(path) {
  const stage = new tinyusdz.TinyUSDZLoaderNative();
  if (!stage.loadFromBinary(readFileSync(path), path)) return { ok: false, error: stage.error() };
  const meshes = [];
  const materialIds = new Set();
  for (let i = 0; i < stage.numMeshes(); i++) {
    const mesh = stage.getMesh(i);
    meshes.push({
      path: mesh.absPath,
      faces: mesh.faceVertexCounts.length,
      // Per vertex unless tinyusdz had to unweld the mesh for face-corner normals.
      points: mesh.points.length / 3,
      bounds: bounds(mesh.points),
      materialId: mesh.materialId,
    });
    materialIds.add(mesh.materialId);
  }
  const materials = {};
  for (const id of materialIds) {
    if (id < 0) continue;
    const material = stage.getMaterial(id);
    const texture = material.diffuseColorTextureId >= 0 ? stage.getTexture(material.diffuseColorTextureId) : null;
    const image = texture ? stage.getImage(texture.textureImageId) : null;
    materials[id] = {
      diffuseColor: material.diffuseColor,
      opacity: material.opacity,
      opacityThreshold: material.opacityThreshold,
      diffuseTexture: image ? { uri: image.uri, bytes: image.data?.length ?? 0 } : null,
    };
  }
  return { ok: true, meshes, materials };
}

const results = Object.fromEntries(process.argv.slice(2).map((path) => [path, summarise(path)]));
process.stdout.write(JSON.stringify(results));
