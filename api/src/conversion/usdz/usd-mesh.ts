import type { MeshGeometry } from './mesh-geometry.js';
import { decimalsFor, type UsdaWriter } from './usda-writer.js';

// The layer is text, so every digit counts (a 2M-triangle model made an 84 MB USDZ with seven).
// Points are rounded to a ten-thousandth of their mesh's largest side (a millimetre on a 10 m
// house, in whatever unit the file uses), never finer than a float32 holds (seven significant
// digits). Unit normals keep four significant digits (three or four decimals, hundredths of a
// degree). UVs keep four decimals: a fifth of a texel at the 2048 px AR textures are resized to.
// Vertex colours (0..1) keep three: finer than 8-bit colour.
const POINT_STEPS_PER_SIDE = 10_000;
const FLOAT32_DIGITS = 7;
const NORMAL_DIGITS = 4;
const UV_DECIMALS = 4;
const COLOR_DECIMALS = 3;

/** The mesh's bounding box as [minX, minY, minZ, maxX, maxY, maxZ], ignoring broken values. */
function extent(points: Float32Array): number[] {
  const box = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
  for (let i = 0; i < points.length; i += 3) {
    for (let axis = 0; axis < 3; axis++) {
      const value = points[i + axis];
      if (value < box[axis]) box[axis] = value;
      if (value > box[axis + 3]) box[axis + 3] = value;
    }
  }
  return box.map((value) => (Number.isFinite(value) ? value : 0));
}

/** Decimals for the points: a ten-thousandth of the box's largest side, at most what a float32 holds. */
function pointDecimals(points: Float32Array, box: number[]): number {
  const float32 = decimalsFor(points, FLOAT32_DIGITS);
  const side = Math.max(box[3] - box[0], box[4] - box[1], box[5] - box[2]);
  if (!(side > 0)) return float32;
  return Math.min(Math.max(Math.ceil(-Math.log10(side / POINT_STEPS_PER_SIDE)), 0), float32);
}

/**
 * One USD Mesh prim: triangles, vertex normals (or flat face-corner ones), `st` (and further
 * texture-coordinate sets), vertex colours as `displayColor`, and the material binding.
 * `subdivisionScheme = "none"` keeps Quick Look from smoothing it into a blob.
 */
export function writeMesh(writer: UsdaWriter, name: string, geometry: MeshGeometry, materialPath: string): void {
  const { points, normals, texCoords, colors, indices } = geometry;
  const box = extent(points);
  const decimals = pointDecimals(points, box);
  writer.openPrim('Mesh', name, ['prepend apiSchemas = ["MaterialBindingAPI"]']);
  // Same rounding as the points, so the box holds every written point exactly.
  writer.tupleArray('float3[] extent', box, 3, decimals);
  writer.repeatedIntegerArray('int[] faceVertexCounts', 3, indices.length / 3);
  writer.integerArray('int[] faceVertexIndices', indices);
  writer.attribute('rel material:binding', `<${materialPath}>`);
  writer.tupleArray('normal3f[] normals', normals, 3, decimalsFor(normals, NORMAL_DIGITS), [
    `interpolation = "${geometry.faceVaryingNormals ? 'faceVarying' : 'vertex'}"`,
  ]);
  writer.tupleArray('point3f[] points', points, 3, decimals);
  for (const { name: primvar, values } of texCoords) {
    writer.tupleArray(`texCoord2f[] primvars:${primvar}`, values, 2, UV_DECIMALS, ['interpolation = "vertex"']);
  }
  if (colors) {
    writer.tupleArray('color3f[] primvars:displayColor', colors, 3, COLOR_DECIMALS, ['interpolation = "vertex"']);
  }
  writer.attribute('uniform token subdivisionScheme', '"none"');
  writer.closePrim();
}
