import { Box3, Mesh, type Object3D, Vector3 } from 'three';
import type { Footprint } from '../../rules/plot-terrain.js';

/** Height above the model's lowest point that still counts as standing on the ground. */
const GROUND_BAND = 0.3;

/**
 * The ground plan of a placed model: the extent of its vertices near the ground, so walls and a
 * terrace count but a roof's overhang does not (the base under the house must not stick out).
 * Falls back to the whole bounding box when no vertex is that low.
 */
export function groundFootprint(root: Object3D, box: Box3): Footprint {
  const low = new Box3();
  const vertex = new Vector3();
  const limit = box.min.y + GROUND_BAND;
  root.updateMatrixWorld(true);
  root.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    const positions = object.geometry.getAttribute('position');
    if (!positions) return;
    for (let index = 0; index < positions.count; index += 1) {
      vertex.fromBufferAttribute(positions, index).applyMatrix4(object.matrixWorld);
      if (vertex.y <= limit) low.expandByPoint(vertex);
    }
  });
  const plan = low.isEmpty() ? box : low;
  return { minX: plan.min.x, maxX: plan.max.x, minZ: plan.min.z, maxZ: plan.max.z };
}
