import type { Primitive } from '@gltf-transform/core';
import { morphedValues } from './morph-weights.js';
import { flatNormals, repairedNormals } from './normals.js';
import { posedBySkin } from './skinned-pose.js';
import { type UvSet, usdTexCoords } from './uv-transform.js';
import { floatValues, triangleIndices } from './vertex-data.js';

/** One primitive's triangles, ready to be written as a USD Mesh. */
export interface MeshGeometry {
  points: Float32Array;
  /** Per vertex, or per face corner when `faceVaryingNormals` (computed flat normals). */
  normals: Float32Array;
  faceVaryingNormals: boolean;
  /** Per vertex, V flipped and the texture transform baked in: `st`, then any further set. */
  texCoords: { name: string; values: Float32Array }[];
  /** COLOR_0 per vertex as linear RGB (USD's displayColor); null without. */
  colors: Float32Array | null;
  indices: Uint32Array;
}

export interface GeometryOptions {
  /** The world transform mirrors (negative determinant): Quick Look would cull the front faces. */
  reverseWinding: boolean;
  /** Quick Look ignores USD's doubleSided, so the back faces are real, reversed copies. */
  doubleSided: boolean;
  /** The material's texture-coordinate sets (see uvSetsFor). */
  uvSets: UvSet[];
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

  const texCoords = options.uvSets.flatMap(({ name, source }) => {
    const uvs = primitive.getAttribute(`TEXCOORD_${source.texCoord}`);
    return uvs?.getCount() === vertexCount ? [{ name, values: usdTexCoords(floatValues(uvs), source.matrix) }] : [];
  });
  const colors = vertexColors(primitive, vertexCount);

  let geometry: MeshGeometry = { points, normals, faceVaryingNormals, texCoords, colors, indices };
  if (reverseWinding) geometry = reversed(geometry);
  if (options.doubleSided) geometry = withBackFaces(geometry);
  return geometry;
}

/** COLOR_0 as RGB per vertex (its alpha dropped: displayColor has none); null without. */
function vertexColors(primitive: Primitive, vertexCount: number): Float32Array | null {
  const color = primitive.getAttribute('COLOR_0');
  if (!color || color.getCount() !== vertexCount) return null;
  const values = floatValues(color);
  const size = color.getElementSize();
  if (size === 3) return values;
  const rgb = new Float32Array(vertexCount * 3);
  for (let i = 0; i < vertexCount; i++) rgb.set(values.subarray(i * size, i * size + 3), i * 3);
  return rgb;
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
  const texCoords = geometry.texCoords.map(({ name, values }) => ({ name, values: doubled(values) }));
  const colors = geometry.colors && doubled(geometry.colors);

  const indexCount = geometry.indices.length;
  const indices = new Uint32Array(indexCount * 2);
  indices.set(geometry.indices);
  for (let i = 0; i < indexCount; i++) indices[indexCount + i] = geometry.indices[i] + vertexCount;
  reverseTriangles(indices.subarray(indexCount), 1);

  const normals = doubled(geometry.normals);
  const half = geometry.normals.length;
  for (let i = half; i < normals.length; i++) normals[i] = -normals[i];
  if (geometry.faceVaryingNormals) reverseTriangles(normals.subarray(half), 3);
  return { points, normals, faceVaryingNormals: geometry.faceVaryingNormals, texCoords, colors, indices };
}

function doubled(values: Float32Array): Float32Array {
  const copy = new Float32Array(values.length * 2);
  copy.set(values);
  copy.set(values, values.length);
  return copy;
}
