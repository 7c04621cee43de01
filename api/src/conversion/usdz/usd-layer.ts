import type { Texture } from '@gltf-transform/core';
import type { Matrix } from './matrix.js';
import { buildGeometry } from './mesh-geometry.js';
import { MATERIALS_SCOPE, type MeshPlan, ROOT_PRIM, type ScenePlan, type XformPlan } from './scene-plan.js';
import type { TextureFile } from './texture-files.js';
import { writeMaterial } from './usd-material.js';
import { writeMesh } from './usd-mesh.js';
import { UsdaWriter, usdNumber } from './usda-writer.js';
import { uvSourceFor } from './uv-transform.js';

export interface WrittenLayer {
  chunks: Uint8Array[];
  meshes: number;
  triangles: number;
}

const MATERIALS_PATH = `/${ROOT_PRIM}/${MATERIALS_SCOPE}`;

/** glTF's column-major numbers in order: USD's row-vector matrices are the transpose. */
function matrixValue(m: Matrix): string {
  const rows = [0, 4, 8, 12].map(
    (start) =>
      `(${m
        .slice(start, start + 4)
        .map(usdNumber)
        .join(', ')})`,
  );
  return `( ${rows.join(', ')} )`;
}

/**
 * The whole scene as one self-contained USDA layer: Y up, metres, everything under /Root with the
 * materials in /Root/Materials. `onMesh` is called after each Mesh prim.
 */
export function writeLayer(
  plan: ScenePlan,
  files: ReadonlyMap<Texture, TextureFile>,
  onMesh: () => void,
): WrittenLayer {
  const writer = new UsdaWriter([`defaultPrim = "${ROOT_PRIM}"`, 'metersPerUnit = 1', 'upAxis = "Y"']);
  const written: WrittenLayer = { chunks: [], meshes: 0, triangles: 0 };

  const writeMeshPlan = (mesh: MeshPlan) => {
    const geometry = buildGeometry(mesh.primitive, {
      reverseWinding: mesh.reverseWinding,
      doubleSided: mesh.material.getDoubleSided(),
      uv: uvSourceFor(mesh.material),
      morphWeights: mesh.morphWeights,
      jointMatrices: mesh.jointMatrices,
    });
    if (geometry) {
      writeMesh(writer, mesh.name, geometry, `${MATERIALS_PATH}/${mesh.materialName}`);
      written.meshes++;
      written.triangles += geometry.indices.length / 3;
    }
    onMesh();
  };

  const writeXform = (xform: XformPlan) => {
    writer.openPrim('Xform', xform.name);
    if (xform.matrix) {
      writer.attribute('matrix4d xformOp:transform', matrixValue(xform.matrix));
      writer.attribute('uniform token[] xformOpOrder', '["xformOp:transform"]');
    }
    xform.meshes.forEach(writeMeshPlan);
    xform.children.forEach(writeXform);
    writer.closePrim();
  };

  writer.openPrim('Xform', ROOT_PRIM, ['kind = "component"']);
  writer.openPrim('Scope', MATERIALS_SCOPE);
  for (const { material, name } of plan.materials) {
    writeMaterial(writer, name, `${MATERIALS_PATH}/${name}`, material, files);
  }
  writer.closePrim();
  plan.xforms.forEach(writeXform);
  writer.closePrim();
  written.chunks = writer.finish();
  return written;
}
