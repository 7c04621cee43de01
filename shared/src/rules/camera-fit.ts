export type Vec3 = readonly [number, number, number];

export interface FitRequest {
  /** The house's axis-aligned bounding box in world units. */
  min: Vec3;
  max: Vec3;
  /** The point the camera looks at. */
  target: Vec3;
  /** From the target towards the camera; only its direction counts. */
  direction: Vec3;
  /** Vertical field of view in degrees (three's PerspectiveCamera.fov). */
  fov: number;
  /** Canvas width divided by its height. */
  aspect: number;
  /** Share of the half view kept free at every edge, e.g. 0.1. */
  margin: number;
  minDistance: number;
  maxDistance: number;
}

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec3): Vec3 => {
  const length = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / length, a[1] / length, a[2] / length];
};

/**
 * The camera distance along `direction` at which every corner of the box lies inside the view,
 * `margin` away from each edge, in width and in height; clamped to the orbit's distance range.
 * The camera keeps the world's up (as three's lookAt does), so for a corner at offset `r` from
 * the target, its depth is `d - r·back` and it fits once `|r·right| <= depth · tanX` and
 * `|r·up| <= depth · tanY`: each corner gives a lower bound on `d`, the largest one wins.
 */
export function fitDistance(request: FitRequest): number {
  const back = unit(request.direction);
  const forward: Vec3 = [-back[0], -back[1], -back[2]];
  const right = unit(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const usable = 1 - request.margin;
  const tanY = Math.tan((request.fov * Math.PI) / 360) * usable;
  const tanX = tanY * request.aspect;
  let distance = request.minDistance;
  for (const x of [request.min[0], request.max[0]]) {
    for (const y of [request.min[1], request.max[1]]) {
      for (const z of [request.min[2], request.max[2]]) {
        const offset: Vec3 = [x - request.target[0], y - request.target[1], z - request.target[2]];
        const toward = dot(offset, back);
        const needed = Math.max(Math.abs(dot(offset, right)) / tanX, Math.abs(dot(offset, up)) / tanY);
        distance = Math.max(distance, toward + needed);
      }
    }
  }
  return Math.min(distance, request.maxDistance);
}
