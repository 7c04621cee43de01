import { type Document, Logger } from '@gltf-transform/core';
import { dedup, meshopt, prune, simplify, weld } from '@gltf-transform/functions';
import { MeshoptEncoder, MeshoptSimplifier } from 'meshoptimizer';
import { gltfIO } from '../gltf-io.js';
import { DEFAULT_MAX_TEXTURE_PIXELS } from '../texture-limit.js';
import { compressTextures } from './compress-textures.js';
import { specGlossToMetalRough } from '../spec-gloss.js';
import { sameBounds, summarizeGeometry } from './geometry-check.js';
import { readForOptimizing } from './read-for-optimizing.js';

/**
 * About this many triangles make the preview: at meshopt's few bytes per triangle the file
 * stays near 150 KB, under a second on a 1.6 Mbit/s phone line.
 */
const PREVIEW_TRIANGLES = 30_000;
/** Longest texture side of the preview: enough for colour and pattern at phone size. */
const PREVIEW_TEXTURE_SIZE = 128;
/** Largest shape error a mesh may take, as a share of its radius: a house stays a house. */
const MAX_ERROR = 0.02;

const trianglesOf = (document: Document) =>
  document
    .getRoot()
    .listMeshes()
    .flatMap((mesh) => mesh.listPrimitives())
    .reduce((sum, primitive) => sum + (primitive.getIndices()?.getCount() ?? 0) / 3, 0);

/**
 * Whether a preview is worth its extra request: only when it is at most half the model the viewer
 * would load otherwise, else that model arrives nearly as soon (the demo houses' 20 KB web GLBs).
 */
export const previewWorthIt = (previewBytes: number, fullBytes: number) => previewBytes * 2 <= fullBytes;

/**
 * The preview model ("level of detail") the viewer shows first on a slow line while the web GLB
 * follows: geometry simplified with meshoptimizer to about PREVIEW_TRIANGLES, textures at most
 * PREVIEW_TEXTURE_SIZE pixels, meshopt-compressed like the web GLB. Simplification only removes
 * vertices, and borders stay, so the scene keeps its bounds and the camera frames both alike.
 * Null when the model cannot be simplified (restart indices), or when the decoded preview's bounds
 * differ from the upload's by more than the simplifier may move a surface (a damaged preview).
 */
export async function previewGlb(
  glb: Uint8Array,
  options: { maxTexturePixels?: number } = {},
): Promise<Uint8Array | null> {
  const document = await readForOptimizing(glb);
  if (!document) return null;
  const source = summarizeGeometry(document);
  document.setLogger(new Logger(Logger.Verbosity.ERROR));
  await specGlossToMetalRough(document);
  await document.transform(dedup(), weld());
  await MeshoptSimplifier.ready;
  const ratio = Math.min(1, PREVIEW_TRIANGLES / Math.max(1, trianglesOf(document)));
  if (ratio < 1) {
    await document.transform(simplify({ simplifier: MeshoptSimplifier, ratio, error: MAX_ERROR, lockBorder: true }));
  }
  // Empty nodes may be anchors the viewer looks up by name, as in the web GLB.
  await document.transform(prune({ keepLeaves: true }));
  await compressTextures(document, PREVIEW_TEXTURE_SIZE, options.maxTexturePixels ?? DEFAULT_MAX_TEXTURE_PIXELS);
  await document.transform(meshopt({ encoder: MeshoptEncoder }));
  const io = await gltfIO();
  const preview = await io.writeBinary(document);
  return sameBounds(source, summarizeGeometry(await io.readBinary(preview)), MAX_ERROR) ? preview : null;
}
