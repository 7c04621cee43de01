import { Box3, Mesh, type Object3D, Vector3 } from 'three';
import { DEFAULT_FOOTPRINT, type Footprint } from '../../rules/plot-terrain.js';
import { groundFootprint } from './ground-footprint.js';

export interface Placement {
  /** Radius around the house the shadow camera must cover, in metres. */
  radius: number;
  /** Where the house stands, for the terrain and the base under it. */
  footprint: Footprint;
}

/**
 * Stands the model on the ground at the origin, at its real size (glTF units are metres), and
 * lets every mesh cast and receive shadows. Its floor is at y = 0 on every plot shape: the terrain
 * is laid around it, so AR places the same house alone.
 */
export function placeOnGround(root: Object3D): Placement {
  root.position.set(0, 0, 0);
  root.updateMatrixWorld(true);
  const box = new Box3().setFromObject(root);
  if (box.isEmpty()) return { radius: 1, footprint: DEFAULT_FOOTPRINT };
  const center = box.getCenter(new Vector3());
  root.position.set(-center.x, -box.min.y, -center.z);
  root.traverse((object) => {
    if (object instanceof Mesh) {
      object.castShadow = true;
      object.receiveShadow = true;
    }
  });
  const size = box.getSize(new Vector3());
  const placed = box.clone().translate(root.position);
  return {
    radius: Math.max(1, Math.hypot(size.x, size.z) / 2, size.y),
    footprint: groundFootprint(root, placed),
  };
}
