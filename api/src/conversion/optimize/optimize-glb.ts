import { Logger } from '@gltf-transform/core';
import { dedup, meshopt, prune, resample, weld } from '@gltf-transform/functions';
import { MeshoptEncoder } from 'meshoptimizer';
import { gltfIO } from '../gltf-io.js';
import { DEFAULT_MAX_TEXTURE_PIXELS } from '../texture-limit.js';
import { compressTextures } from './compress-textures.js';
import { specGlossToMetalRough } from '../spec-gloss.js';
import { sameGeometry, summarizeGeometry } from './geometry-check.js';
import { readForOptimizing } from './read-for-optimizing.js';

export interface OptimizeGlbOptions {
  /** Longest texture side in pixels after optimisation; 2048 by default. */
  maxTextureSize?: number;
  /** Largest texture in pixels (width × height from its header); DEFAULT_MAX_TEXTURE_PIXELS if absent. */
  maxTexturePixels?: number;
}

/**
 * A smaller GLB for visitors on mobile networks: shared data merged, unused data dropped, textures
 * resized and re-encoded, geometry compressed with EXT_meshopt_compression (three.js decodes it
 * without extra decoder files). Geometry is quantised, never simplified. Returns the input itself
 * when the result would not be smaller (unless its specular-glossiness materials had to be
 * converted), or when its decoded geometry differs from the upload's (a glTF Transform step
 * damaged it; the validator cannot tell).
 */
export async function optimizeGlb(glb: Uint8Array, options: OptimizeGlbOptions = {}): Promise<Uint8Array> {
  const document = await readForOptimizing(glb);
  // A model glTF Transform cannot rewrite stays as uploaded.
  if (!document) return glb;
  const source = summarizeGeometry(document);
  // glTF Transform reports progress on the console; the worker logs on its own.
  document.setLogger(new Logger(Logger.Verbosity.ERROR));
  // The viewer cannot show the old material workflow: such a model is rewritten even when larger.
  const rewritten = await specGlossToMetalRough(document);
  await document.transform(
    dedup(),
    weld(),
    resample(),
    // Empty nodes cost a few bytes and may be anchors the viewer looks up by name.
    prune({ keepLeaves: true }),
  );
  await compressTextures(
    document,
    options.maxTextureSize ?? 2048,
    options.maxTexturePixels ?? DEFAULT_MAX_TEXTURE_PIXELS,
  );
  await document.transform(meshopt({ encoder: MeshoptEncoder }));
  const io = await gltfIO();
  const optimized = await io.writeBinary(document);
  if (!rewritten && optimized.byteLength >= glb.byteLength) return glb;
  // Checked as written and read back, so the meshopt encoding is checked too.
  return sameGeometry(source, summarizeGeometry(await io.readBinary(optimized))) ? optimized : glb;
}
