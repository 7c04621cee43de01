import { type Box3, type Camera, Vector3 } from 'three';

/**
 * Where the house's bounding box lands on the canvas: the rectangle around its eight projected
 * corners as "left top right bottom width height" in CSS pixels, the last two being the canvas
 * size it was measured on. The viewer shows it as `data-house-frame` for the browser tests.
 */
export function houseFrame(box: Box3, camera: Camera, size: { width: number; height: number }): string {
  camera.updateMatrixWorld();
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  const corner = new Vector3();
  for (const x of [box.min.x, box.max.x]) {
    for (const y of [box.min.y, box.max.y]) {
      for (const z of [box.min.z, box.max.z]) {
        corner.set(x, y, z).project(camera);
        const px = ((corner.x + 1) / 2) * size.width;
        const py = ((1 - corner.y) / 2) * size.height;
        left = Math.min(left, px);
        right = Math.max(right, px);
        top = Math.min(top, py);
        bottom = Math.max(bottom, py);
      }
    }
  }
  return [left, top, right, bottom, size.width, size.height].map((value) => Math.round(value)).join(' ');
}
