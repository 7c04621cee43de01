import { Vec3, add, centroid, cross, dot, length, normalize, scale, sub } from './vec3.js';

/** A planar convex polygon, counter-clockwise when seen from outside; normal points outwards. */
interface Face {
  readonly points: readonly Vec3[];
  readonly normal: Vec3;
}

/**
 * A closed convex body. Everything in a house model is built from these so that the preview
 * drawing can sort whole bodies back to front and cull faces that look away from the camera.
 */
export interface Solid {
  readonly faces: readonly Face[];
}

/** Newell's method: robust for any planar polygon, and its sign follows the winding. */
function polygonNormal(points: readonly Vec3[]): Vec3 {
  let normal: Vec3 = [0, 0, 0];
  points.forEach((current, i) => {
    normal = add(normal, cross(current, points[(i + 1) % points.length]));
  });
  return scale(normal, 0.5);
}

function face(points: readonly Vec3[]): Face {
  const normal = polygonNormal(points);
  if (points.length < 3 || length(normal) < 1e-9) throw new Error('Degenerate face');
  return { points, normal: normalize(normal) };
}

/** A prism: the convex polygon `base` swept along `offset` (caps plus one side per edge). */
export function extrude(base: readonly Vec3[], offset: Vec3): Solid {
  const ordered = dot(polygonNormal(base), offset) > 0 ? base : [...base].reverse();
  const top = ordered.map((p) => add(p, offset));
  const sides = ordered.map((p, i) => {
    const next = (i + 1) % ordered.length;
    return face([p, ordered[next], top[next], top[i]]);
  });
  return { faces: [face([...ordered].reverse()), face(top), ...sides] };
}

/** Axis-aligned box; corners may come in any order. */
export function box(a: Vec3, b: Vec3): Solid {
  const [x0, x1] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
  const [y0, y1] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
  const [z0, z1] = [Math.min(a[2], b[2]), Math.max(a[2], b[2])];
  return extrude(
    [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y0, z1],
      [x0, y0, z1],
    ],
    [0, y1 - y0, 0],
  );
}

/** A convex body given by its faces; windings are flipped where needed so normals point outwards. */
export function convexSolid(polygons: readonly (readonly Vec3[])[]): Solid {
  const centre = centroid(polygons.flat());
  return {
    faces: polygons.map((points) => {
      const candidate = face(points);
      return dot(candidate.normal, sub(centroid(points), centre)) >= 0 ? candidate : face([...points].reverse());
    }),
  };
}
