import { Solid } from './geometry.js';
import { Vec3, cross, dot, normalize, sub } from './vec3.js';

export interface MeshArrays {
  positions: Float32Array;
  normals: Float32Array;
  /** Planar projection in metres, so a tiling texture added later keeps its real-world scale. */
  uvs: Float32Array;
  indices: Uint16Array | Uint32Array;
}

/** Flat-shaded triangle lists: each face gets its own vertices and is fanned into triangles. */
export function toMeshArrays(solids: readonly Solid[]): MeshArrays {
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  for (const { faces } of solids) {
    for (const { points, normal } of faces) {
      const first = positions.length / 3;
      const origin = points[0];
      const uAxis = normalize(sub(points[1], origin));
      const vAxis = cross(normal, uAxis);
      for (const point of points) {
        const local: Vec3 = sub(point, origin);
        positions.push(...point);
        normals.push(...normal);
        uvs.push(dot(local, uAxis), dot(local, vAxis));
      }
      for (let i = 1; i < points.length - 1; i++) indices.push(first, first + i, first + i + 1);
    }
  }
  const vertexCount = positions.length / 3;
  return {
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    uvs: new Float32Array(uvs),
    indices: vertexCount > 0xffff ? new Uint32Array(indices) : new Uint16Array(indices),
  };
}
