import { Box3, Mesh, type Object3D, Vector3 } from 'three';

/**
 * Stands the model on the ground at the origin, at its real size (glTF units are metres), and
 * lets every mesh cast and receive shadows. Returns the footprint radius for the shadow camera.
 */
export function placeOnGround(root: Object3D): number {
  root.position.set(0, 0, 0);
  root.updateMatrixWorld(true);
  const box = new Box3().setFromObject(root);
  if (box.isEmpty()) return 1;
  const center = box.getCenter(new Vector3());
  root.position.set(-center.x, -box.min.y, -center.z);
  root.traverse((object) => {
    if (object instanceof Mesh) {
      object.castShadow = true;
      object.receiveShadow = true;
    }
  });
  const size = box.getSize(new Vector3());
  return Math.max(1, Math.hypot(size.x, size.z) / 2, size.y);
}
