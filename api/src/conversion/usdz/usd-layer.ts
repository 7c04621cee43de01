import type { Node, Texture } from '@gltf-transform/core';
import { type NodeSamples, TIME_CODES_PER_SECOND, type TimeSamples } from './animation-samples.js';
import type { Matrix } from './matrix.js';
import { buildGeometry } from './mesh-geometry.js';
import { MATERIALS_SCOPE, type MeshPlan, ROOT_PRIM, type ScenePlan, type XformPlan } from './scene-plan.js';
import type { TextureFile } from './texture-files.js';
import { writeMaterial } from './usd-material.js';
import { writeMesh } from './usd-mesh.js';
import { UsdaWriter, usdNumber } from './usda-writer.js';
import { uvSetsFor } from './uv-transform.js';

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

const tuple = (values: readonly number[]) => `(${values.map(usdNumber).join(', ')})`;
/** USD writes quaternions real part first: (w, x, y, z) from glTF's (x, y, z, w). */
const quaternion = (q: readonly number[]) => tuple([q[3], q[0], q[1], q[2]]);

/**
 * An animated node as translate, orient and scale ops, like glTF's TRS: each animated one gets
 * its channel's keys as time samples, every one its rest value as default.
 */
function writeAnimatedTransform(writer: UsdaWriter, node: Node, samples: NodeSamples): void {
  const ops: [string, string, readonly number[], TimeSamples | undefined, (value: readonly number[]) => string][] = [
    ['double3', 'xformOp:translate', node.getTranslation(), samples.translation, tuple],
    ['quatf', 'xformOp:orient', node.getRotation(), samples.rotation, quaternion],
    ['float3', 'xformOp:scale', node.getScale(), samples.scale, tuple],
  ];
  for (const [type, name, rest, animated, format] of ops) {
    writer.attribute(`${type} ${name}`, format(rest));
    if (animated) {
      writer.timeSamples(
        `${type} ${name}`,
        animated.times.map((time, index) => [usdNumber(time), format(animated.values[index])]),
      );
    }
  }
  writer.attribute('uniform token[] xformOpOrder', `[${ops.map(([, name]) => `"${name}"`).join(', ')}]`);
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
  const metadata = [`defaultPrim = "${ROOT_PRIM}"`, 'metersPerUnit = 1', 'upAxis = "Y"'];
  if (plan.animation) {
    metadata.push(
      'startTimeCode = 0',
      `endTimeCode = ${usdNumber(plan.animation.endTimeCode)}`,
      `timeCodesPerSecond = ${TIME_CODES_PER_SECOND}`,
    );
  }
  const writer = new UsdaWriter(metadata);
  const written: WrittenLayer = { chunks: [], meshes: 0, triangles: 0 };

  const writeMeshPlan = (mesh: MeshPlan) => {
    const geometry = buildGeometry(mesh.primitive, {
      reverseWinding: mesh.reverseWinding,
      doubleSided: mesh.material.getDoubleSided(),
      uvSets: uvSetsFor(mesh.material),
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
    const samples = xform.node && plan.animation?.nodes.get(xform.node);
    if (xform.node && samples) {
      writeAnimatedTransform(writer, xform.node, samples);
    } else if (xform.matrix) {
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
