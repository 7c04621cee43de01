import type { Primitive } from '@gltf-transform/core';
import { morphedValues } from './morph-weights.js';
import { flatNormals, repairedNormals } from './normals.js';
import { posedBySkin } from './skinned-pose.js';
import { type UvSource, usdTexCoords } from './uv-transform.js';
import { floatValues, triangleIndices } from './vertex-data.js';

/** One primitive's triangles, ready to be written as a USD Mesh. */
export interface MeshGeometry {
  points: Float32Array;
  /** Per vertex, or per face corner when `faceVaryingNormals` (computed flat normals). */
  normals: Float32Array;
  faceVaryingNormals: boolean;
  /** Per vertex, V flipped and the texture transform baked in; null without UVs. */
  st: Float32Array | null;
  indices: Uint32Array;
}

export interface GeometryOptions {
  /** The world transform mirrors (negative determinant): Quick Look would cull the front faces. */
  reverseWinding: boolean;
  /** Quick Look ignores USD's doubleSided, so the back faces are real, reversed copies. */
  doubleSided: boolean;
  uv: UvSource;
  morphWeights: readonly number[];
  /** A skinned primitive's joint matrices (see skinned-pose): its points come out in world space. */
  jointMatrices: Float64Array | null;
}

/** Null when the primitive has no positions or no triangles. */
export function buildGeometry(primitive: Primitive, options: GeometryOptions): MeshGeometry | null {
  const position = primitive.getAttribute('POSITION');
  if (!position || position.getCount() === 0) return null;
  const vertexCount = position.getCount();
  let points = morphedValues(primitive, 'POSITION', floatValues(position), options.morphWeights);
  const indices = triangleIndices(primitive, vertexCount);
  if (indices.length === 0) return null;

  const normal = primitive.getAttribute('NORMAL');
  const faceVaryingNormals = normal?.getCount() !== vertexCount;
  let vertexNormals =
    normal && !faceVaryingNormals
      ? morphedValues(primitive, 'NORMAL', floatValues(normal), options.morphWeights)
      : null;
  let reverseWinding = options.reverseWinding;
  // glTF skins after morphing.
  if (options.jointMatrices) {
    const posed = posedBySkin(primitive, points, vertexNormals, options.jointMatrices);
    points = posed.points;
    vertexNormals = posed.normals;
    reverseWinding = reverseWinding !== posed.mirrored;
  }
  const normals = vertexNormals ? repairedNormals(vertexNormals, points, indices) : flatNormals(points, indices);

  const uvs = primitive.getAttribute(`TEXCOORD_${options.uv.texCoord}`);
  const st = uvs?.getCount() === vertexCount ? usdTexCoords(floatValues(uvs), options.uv.matrix) : null;

  let geometry: MeshGeometry = { points, normals, faceVaryingNormals, st, indices };
  if (reverseWinding) geometry = reversed(geometry);
  if (options.doubleSided) geometry = withBackFaces(geometry);
  return geometry;
}

/** Swaps the second and third corner of every triangle (and of face-corner normals). */
function reverseTriangles(values: Float32Array | Uint32Array, itemSize: number): void {
  const corner = itemSize;
  for (let o = 0; o < values.length; o += corner * 3) {
    for (let k = 0; k < itemSize; k++) {
      const second = values[o + corner + k];
      values[o + corner + k] = values[o + 2 * corner + k];
      values[o + 2 * corner + k] = second;
    }
  }
}

/** Reverses in place: indices and face-corner normals are always arrays of this geometry's own. */
function reversed(geometry: MeshGeometry): MeshGeometry {
  reverseTriangles(geometry.indices, 1);
  if (geometry.faceVaryingNormals) reverseTriangles(geometry.normals, 3);
  return geometry;
}

/** Appends a second copy of every vertex with the normal negated and the triangles reversed. */
function withBackFaces(geometry: MeshGeometry): MeshGeometry {
  const vertexCount = geometry.points.length / 3;
  const points = doubled(geometry.points);
  const st = geometry.st ? doubled(geometry.st) : null;

  const indexCount = geometry.indices.length;
  const indices = new Uint32Array(indexCount * 2);
  indices.set(geometry.indices);
  for (let i = 0; i < indexCount; i++) indices[indexCount + i] = geometry.indices[i] + vertexCount;
  reverseTriangles(indices.subarray(indexCount), 1);

  const normals = doubled(geometry.normals);
  const half = geometry.normals.length;
  for (let i = half; i < normals.length; i++) normals[i] = -normals[i];
  if (geometry.faceVaryingNormals) reverseTriangles(normals.subarray(half), 3);
  return { points, normals, faceVaryingNormals: geometry.faceVaryingNormals, st, indices };
}

function doubled(values: Float32Array): Float32Array {
  const copy = new Float32Array(values.length * 2);
  copy.set(values);
  copy.set(values, values.length);
  return copy;
}
