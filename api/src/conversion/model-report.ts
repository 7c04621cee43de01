import type { Node } from '@gltf-transform/core';
import type { ModelReportDto, ModelReportTexture } from '@hauskonfig/shared';
import { gltfIO } from './gltf-io.js';
import { instanceMatrices } from './usdz/gpu-instances.js';
import { isTriangleMode, triangleCount } from './usdz/vertex-data.js';

/** The report's facts about the upload itself; the AR figures come from the USDZ step. */
export type ModelFacts = Omit<ModelReportDto, 'arTriangles' | 'arSimplifiedFrom'>;

function drawnTriangles(node: Node): number {
  const mesh = node.getMesh();
  const own = mesh
    ? mesh
        .listPrimitives()
        .filter(isTriangleMode)
        .reduce((sum, primitive) => sum + triangleCount(primitive), 0) * (instanceMatrices(node)?.length ?? 1)
    : 0;
  return node.listChildren().reduce((sum, child) => sum + drawnTriangles(child), own);
}

/**
 * Counts what the upload holds for staff: triangles as drawn by its default scene (GPU instances
 * each counted), meshes, materials and textures with their pixel sizes from the image headers.
 */
export async function modelFacts(glb: Uint8Array): Promise<ModelFacts> {
  const root = (await (await gltfIO()).readBinary(glb)).getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const textures: ModelReportTexture[] = root.listTextures().map((texture) => {
    const [width, height] = texture.getSize() ?? [0, 0];
    return {
      name: texture.getName() || texture.getURI(),
      mimeType: texture.getMimeType(),
      width,
      height,
      bytes: texture.getImage()?.byteLength ?? 0,
    };
  });
  return {
    triangles: scene ? scene.listChildren().reduce((sum, node) => sum + drawnTriangles(node), 0) : 0,
    meshes: root.listMeshes().length,
    materials: root.listMaterials().length,
    textures,
  };
}
