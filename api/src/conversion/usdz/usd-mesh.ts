import type { MeshGeometry } from './mesh-geometry.js';
import { decimalsFor, type UsdaWriter } from './usda-writer.js';

// Significant digits, measured against the largest value of each array. A float32 carries about
// seven: points keep them all (a house placed 5 km from the origin still lands to the millimetre),
// UVs keep a millionth of the texture, unit normals four decimals (a hundredth of a degree).
const POINT_DIGITS = 7;
const NORMAL_DIGITS = 4;
const UV_DIGITS = 6;

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

/**
 * One USD Mesh prim: triangles, vertex normals (or flat face-corner ones), `st` and the material
 * binding. `subdivisionScheme = "none"` keeps Quick Look from smoothing it into a blob.
 */
export function writeMesh(writer: UsdaWriter, name: string, geometry: MeshGeometry, materialPath: string): void {
  const { points, normals, st, indices } = geometry;
  const pointDecimals = decimalsFor(points, POINT_DIGITS);
  writer.openPrim('Mesh', name, ['prepend apiSchemas = ["MaterialBindingAPI"]']);
  // Same rounding as the points, so the box holds every written point exactly.
  writer.tupleArray('float3[] extent', extent(points), 3, pointDecimals);
  writer.repeatedIntegerArray('int[] faceVertexCounts', 3, indices.length / 3);
  writer.integerArray('int[] faceVertexIndices', indices);
  writer.attribute('rel material:binding', `<${materialPath}>`);
  writer.tupleArray('normal3f[] normals', normals, 3, decimalsFor(normals, NORMAL_DIGITS), [
    `interpolation = "${geometry.faceVaryingNormals ? 'faceVarying' : 'vertex'}"`,
  ]);
  writer.tupleArray('point3f[] points', points, 3, pointDecimals);
  if (st) {
    writer.tupleArray('texCoord2f[] primvars:st', st, 2, decimalsFor(st, UV_DIGITS), ['interpolation = "vertex"']);
  }
  writer.attribute('uniform token subdivisionScheme', '"none"');
  writer.closePrim();
}
