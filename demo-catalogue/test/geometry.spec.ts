import { DEMO_HOUSES } from '../src/demo-houses.data.js';
import { Solid, box, extrude } from '../src/geometry.js';
import { buildHouseParts } from '../src/house-parts.js';
import { toMeshArrays } from '../src/mesh-arrays.js';
import { Vec3, cross, dot, length, normalize, sub } from '../src/vec3.js';

/** Convex and outward: every vertex of the body lies on or behind the plane of each face. */
function expectOutwardConvex(solid: Solid): void {
  const vertices = solid.faces.flatMap((face) => face.points);
  const worstNormal = Math.max(...solid.faces.map((face) => Math.abs(length(face.normal) - 1)));
  const worstOutside = Math.max(
    ...solid.faces.flatMap((face) => vertices.map((vertex) => dot(face.normal, sub(vertex, face.points[0])))),
  );
  expect(worstNormal).toBeLessThan(1e-9);
  expect(worstOutside).toBeLessThanOrEqual(1e-9);
}

describe('geometry', () => {
  it('builds a box with six outward faces', () => {
    const solid = box([1, 0, 2], [-1, 3, -2]);
    expect(solid.faces).toHaveLength(6);
    expectOutwardConvex(solid);
  });

  it('extrudes a polygon outwards whatever its winding', () => {
    const triangle: Vec3[] = [
      [0, 0, 0],
      [0, 1, 0],
      [1, 0, 0],
    ];
    expectOutwardConvex(extrude(triangle, [0, 0, 2]));
    expectOutwardConvex(extrude([...triangle].reverse(), [0, 0, 2]));
  });

  it('writes counter-clockwise triangles whose winding agrees with the stored flat normal', () => {
    const { positions, normals, indices } = toMeshArrays([box([0, 0, 0], [2, 1, 1])]);
    expect(indices.length).toBe(36);
    const vertex = (i: number): Vec3 => [positions[i * 3], positions[i * 3 + 1], positions[i * 3 + 2]];
    for (let t = 0; t < indices.length; t += 3) {
      const [a, b, c] = [indices[t], indices[t + 1], indices[t + 2]].map(vertex);
      const winding = normalize(cross(sub(b, a), sub(c, a)));
      const stored: Vec3 = [normals[indices[t] * 3], normals[indices[t] * 3 + 1], normals[indices[t] * 3 + 2]];
      expect(dot(winding, stored)).toBeCloseTo(1, 5);
    }
  });

  it.each(DEMO_HOUSES.map((house) => [house.key, house] as const))(
    'builds %s from convex bodies with outward normals',
    (_key, house) => {
      for (const variant of ['day', 'alt'] as const) {
        for (const part of buildHouseParts(house, variant))
          for (const body of part.bodies) expectOutwardConvex(body.solid);
      }
    },
  );
});
