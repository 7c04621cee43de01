import type { Node } from '@gltf-transform/core';
import type { InstancedMesh } from '@gltf-transform/extensions';
import { composeMatrix } from './matrix.js';
import { floatValues } from './vertex-data.js';

/**
 * The per-instance transforms of EXT_mesh_gpu_instancing (relative to the node), or null when the
 * node draws its mesh once. Quick Look has no such instancing, so each instance becomes an Xform.
 */
export function instanceMatrices(node: Node): number[][] | null {
  const instancing = node.getExtension<InstancedMesh>('EXT_mesh_gpu_instancing');
  if (!instancing) return null;
  const attributes = ['TRANSLATION', 'ROTATION', 'SCALE'].map((semantic) => instancing.getAttribute(semantic));
  const count = attributes.find((accessor) => accessor !== null)?.getCount() ?? 0;
  if (count === 0) return null;
  const [translation, rotation, scale] = attributes.map((accessor) =>
    accessor && accessor.getCount() === count ? floatValues(accessor) : null,
  );
  const matrices: number[][] = [];
  for (let i = 0; i < count; i++) {
    matrices.push(
      composeMatrix(
        translation?.subarray(i * 3, i * 3 + 3) ?? [0, 0, 0],
        rotation?.subarray(i * 4, i * 4 + 4) ?? [0, 0, 0, 1],
        scale?.subarray(i * 3, i * 3 + 3) ?? [1, 1, 1],
      ),
    );
  }
  return matrices;
}
