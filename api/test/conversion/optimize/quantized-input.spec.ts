import { type bbox, Document, getBounds } from '@gltf-transform/core';
import { gltfIO } from '../../../src/conversion/gltf-io.js';
import { optimizeGlb } from '../../../src/conversion/optimize/optimize-glb.js';
import { previewGlb } from '../../../src/conversion/optimize/preview-glb.js';
import {
  denseGlb,
  GRID_HALF_SIZE,
  gltfpackCompressedGlb,
  gltfpackQuantizedGlb,
  quantizedGlb,
} from './optimize-fixtures.js';

/** Two 14-bit steps over the grid's 10 m, for a model quantised twice (upload and web GLB). */
const POSITION_TOLERANCE = (4 * GRID_HALF_SIZE) / 2 ** 14;
/** The preview's simplifier may drop a wave crest: at most its 2 % error of the grid's 10 m. */
const PREVIEW_TOLERANCE = 0.02 * 2 * GRID_HALF_SIZE;

interface Geometry {
  bounds: bbox;
  triangles: number;
}

/** World-space bounds and triangle count of a GLB as a viewer decodes it (meshopt included). */
async function geometry(glb: Uint8Array): Promise<Geometry> {
  const document: Document = await (await gltfIO()).readBinary(glb);
  const triangles = document
    .getRoot()
    .listMeshes()
    .flatMap((mesh) => mesh.listPrimitives())
    .reduce((sum, primitive) => sum + (primitive.getIndices()?.getCount() ?? 0) / 3, 0);
  return { bounds: getBounds(document.getRoot().listScenes()[0]), triangles };
}

function expectBoundsWithin(actual: bbox, expected: bbox, tolerance: number): void {
  for (const corner of ['min', 'max'] as const) {
    actual[corner].forEach((value, axis) => expect(Math.abs(value - expected[corner][axis])).toBeLessThan(tolerance));
  }
}

describe.each([
  ['of floats, with an empty node', denseGlb],
  ['quantised by quantize()', quantizedGlb],
  ['quantised like gltfpack (integer positions, node scale and translation)', gltfpackQuantizedGlb],
  ['quantised and meshopt-compressed like gltfpack -c', gltfpackCompressedGlb],
])('a model %s', (_name, make) => {
  let original: Uint8Array;
  let source: Geometry;

  beforeAll(async () => {
    original = await make();
    source = await geometry(original);
  });

  it('keeps the bounds of the grid in its source', () => {
    expectBoundsWithin(source.bounds, { min: [-5, -0.5, -5], max: [5, 0.5, 5] }, 0.01);
  });

  it('keeps its world-space bounds and triangles in the web GLB', async () => {
    const optimized = await geometry(await optimizeGlb(original));
    expect(optimized.triangles).toBe(source.triangles);
    expectBoundsWithin(optimized.bounds, source.bounds, POSITION_TOLERANCE);
  });

  it('keeps its world-space bounds in the preview', async () => {
    const preview = await previewGlb(original);
    expect(preview).not.toBeNull();
    const simplified = await geometry(preview ?? new Uint8Array());
    expect(simplified.triangles).toBeGreaterThan(0);
    expectBoundsWithin(simplified.bounds, source.bounds, PREVIEW_TOLERANCE);
  });
});

it('optimises a model quantised like gltfpack instead of serving it as uploaded', async () => {
  const original = await gltfpackQuantizedGlb();
  const optimized = await optimizeGlb(original);
  expect(optimized.byteLength).toBeLessThan(original.byteLength / 2);
});
