import type { Node } from '@gltf-transform/core';
import type { InstancedMesh } from '@gltf-transform/extensions';
import { gltfIO } from '../../../src/conversion/gltf-io.js';

/** What one drawn glTF primitive should become in the USDZ, derived from the GLB alone. */
export interface ExpectedMesh {
  vertices: number;
  triangles: number;
  /** The diffuse colour: base colour factor, black for unlit materials (they shine instead). */
  colour: [number, number, number];
  textured: boolean;
}

const TRIANGLES = 4;
const STRIP_OR_FAN = [5, 6];

/**
 * Every drawn primitive of the default scene, once per node and GPU instance. Double-sided
 * materials count twice, because Quick Look needs the back faces as real geometry.
 */
export async function expectedMeshes(glb: Uint8Array): Promise<ExpectedMesh[]> {
  const document = await (await gltfIO()).readBinary(glb);
  const expected: ExpectedMesh[] = [];
  const visit = (node: Node) => {
    const instancing = node.getExtension<InstancedMesh>('EXT_mesh_gpu_instancing');
    const copies = instancing?.listAttributes()[0]?.getCount() ?? 1;
    for (const primitive of node.getMesh()?.listPrimitives() ?? []) {
      const mode = primitive.getMode();
      const elements = primitive.getIndices()?.getCount() ?? primitive.getAttribute('POSITION')?.getCount() ?? 0;
      let triangles = 0;
      if (mode === TRIANGLES) triangles = Math.floor(elements / 3);
      else if (STRIP_OR_FAN.includes(mode)) triangles = Math.max(elements - 2, 0);
      if (triangles === 0) continue;
      const material = primitive.getMaterial();
      const sides = material?.getDoubleSided() ? 2 : 1;
      const unlit = material?.getExtension('KHR_materials_unlit');
      const [r, g, b] = material?.getBaseColorFactor() ?? [1, 1, 1];
      for (let copy = 0; copy < copies; copy++) {
        expected.push({
          vertices: (primitive.getAttribute('POSITION')?.getCount() ?? 0) * sides,
          triangles: triangles * sides,
          colour: unlit ? [0, 0, 0] : [r, g, b],
          textured: !unlit && material?.getBaseColorTexture() != null,
        });
      }
    }
    node.listChildren().forEach(visit);
  };
  document.getRoot().getDefaultScene()?.listChildren().forEach(visit);
  return expected;
}
