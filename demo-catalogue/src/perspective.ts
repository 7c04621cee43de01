import { Point2 } from './svg.js';
import { Vec3, cross, dot, normalize, sub } from './vec3.js';

/** A pinhole camera for the preview drawing: image plane at distance 1, image y pointing down. */
export interface Camera {
  eye: Vec3;
  right: Vec3;
  up: Vec3;
  forward: Vec3;
}

export function lookAt(eye: Vec3, target: Vec3): Camera {
  const forward = normalize(sub(target, eye));
  const right = normalize(cross(forward, [0, 1, 0]));
  return { eye, forward, right, up: cross(right, forward) };
}

export function project(camera: Camera, point: Vec3): Point2 {
  const relative = sub(point, camera.eye);
  const depth = dot(relative, camera.forward);
  return { x: dot(relative, camera.right) / depth, y: -dot(relative, camera.up) / depth };
}

/** Maps projected points into an image area, keeping the aspect ratio. */
export interface Fit {
  scale: number;
  offsetX: number;
  offsetY: number;
}

export const applyFit = (fit: Fit, point: Point2): Point2 => ({
  x: point.x * fit.scale + fit.offsetX,
  y: point.y * fit.scale + fit.offsetY,
});

export function fitInto(points: readonly Point2[], area: { x: number; y: number; width: number; height: number }): Fit {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(area.width / (maxX - minX), area.height / (maxY - minY));
  return {
    scale,
    offsetX: area.x + (area.width - (maxX - minX) * scale) / 2 - minX * scale,
    offsetY: area.y + (area.height - (maxY - minY) * scale) / 2 - minY * scale,
  };
}
