import { Solid } from './geometry.js';
import { Vec3, cross, dot, normalize } from './vec3.js';

export interface MeshArrays {
  positions: Float32Array;
  normals: Float32Array;
  /** World-anchored planar projection, in texture repeats (see `toMeshArrays`). */
  uvs: Float32Array;
  /** Along u, with w = +1: the normal maps' +Y (up in the image) runs up the face like v's axis. */
  tangents: Float32Array;
  indices: Uint16Array | Uint32Array;
}

const UP: Vec3 = [0, 1, 0];

/**
 * The face's texture axes: u runs level along the face, v up its slope (on level faces u is
 * +X). Anchored at the world origin, so joints line up across storeys and neighbouring bodies.
 */
function textureAxes(normal: Vec3): [Vec3, Vec3] {
  const level = cross(UP, normal);
  const uAxis: Vec3 = Math.hypot(...level) < 1e-6 ? [1, 0, 0] : normalize(level);
  return [uAxis, cross(normal, uAxis)];
}

/**
 * Flat-shaded triangle lists: each face gets its own vertices and is fanned into triangles.
 * Texture coordinates are metres divided by `metresPerRepeat`, so a brick is brick-sized on
 * every wall and roof plane; v is negated because image rows run downwards.
 */
export function toMeshArrays(solids: readonly Solid[], metresPerRepeat = 1): MeshArrays {
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const tangents: number[] = [];
  const indices: number[] = [];
  for (const { faces } of solids) {
    for (const { points, normal } of faces) {
      const first = positions.length / 3;
      const [uAxis, vAxis] = textureAxes(normal);
      for (const point of points) {
        positions.push(...point);
        normals.push(...normal);
        uvs.push(dot(point, uAxis) / metresPerRepeat, -dot(point, vAxis) / metresPerRepeat);
        tangents.push(...uAxis, 1);
      }
      for (let i = 1; i < points.length - 1; i++) indices.push(first, first + i, first + i + 1);
    }
  }
  const vertexCount = positions.length / 3;
  return {
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    uvs: new Float32Array(uvs),
    tangents: new Float32Array(tangents),
    indices: vertexCount > 0xffff ? new Uint32Array(indices) : new Uint16Array(indices),
  };
}
