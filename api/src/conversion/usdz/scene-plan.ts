import { Document, type Material, type Node, type Primitive, type Skin } from '@gltf-transform/core';
import { ConversionError } from '../conversion-error.js';
import { type AnimationSamples, animationSamples, sampledValues } from './animation-samples.js';
import { instanceMatrices } from './gpu-instances.js';
import { determinant, type Matrix } from './matrix.js';
import { SiblingNames } from './prim-names.js';
import { jointMatrices } from './skinned-pose.js';
import { isTriangleMode, triangleCount } from './vertex-data.js';

export const ROOT_PRIM = 'Root';
export const MATERIALS_SCOPE = 'Materials';

export interface MeshPlan {
  name: string;
  primitive: Primitive;
  material: Material;
  materialName: string;
  /** The world transform mirrors, so the triangles must be wound the other way. */
  reverseWinding: boolean;
  morphWeights: readonly number[];
  /** For a skinned mesh, its skin's joint matrices: the points are posed in world space. */
  jointMatrices: Float64Array | null;
}

export interface XformPlan {
  name: string;
  /** The glTF node whose transform this is, for its animation; null for the converter's own Xforms. */
  node: Node | null;
  /** Column-major local transform; null for none. */
  matrix: Matrix | null;
  meshes: MeshPlan[];
  children: XformPlan[];
}

/** What the layer under /Root will hold, named and counted before anything is written. */
export interface ScenePlan {
  xforms: XformPlan[];
  materials: { material: Material; name: string }[];
  /** Node transform animation as time samples, by the nodes' Xforms. */
  animation: AnimationSamples | null;
  meshCount: number;
  /** Triangles to be written, back faces of double-sided materials included. */
  triangles: number;
  /** Numbers the layer will hold, estimated from the counts: a measure of its size. */
  values: number;
}

/** Points, normals (flat ones per face corner when computed), UVs, indices and face counts. */
function layerValues(primitive: Primitive, sides: number): number {
  const vertices = (primitive.getAttribute('POSITION')?.getCount() ?? 0) * sides;
  const triangles = triangleCount(primitive) * sides;
  const normals = primitive.getAttribute('NORMAL') ? 3 * vertices : 9 * triangles;
  const uvs = primitive.listSemantics().some((semantic) => semantic.startsWith('TEXCOORD_')) ? 2 * vertices : 0;
  return 3 * vertices + normals + uvs + 4 * triangles;
}

function drawable(primitive: Primitive): boolean {
  return isTriangleMode(primitive) && (primitive.getAttribute('POSITION')?.getCount() ?? 0) > 0;
}

/**
 * Plans the USD hierarchy for the default scene: one Xform per glTF node that leads to geometry,
 * one Mesh per drawable primitive, materials in first-use order. Skinned meshes go to the top with
 * no transform and their skin's joint matrices: glTF places their vertices through the joints, not
 * through the node, and the USDZ (no skeleton) gets them posed in world space. Animated nodes keep
 * their Xform, so instances and children under them move with them.
 */
export function planScene(document: Document): ScenePlan {
  const root = document.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const topNodes = scene ? scene.listChildren() : root.listNodes().filter((node) => !node.getParentNode());

  const rootNames = new SiblingNames();
  rootNames.claim(MATERIALS_SCOPE, MATERIALS_SCOPE);
  const materialNames = new SiblingNames();
  const materials = new Map<Material, string>();
  let fallbackMaterial: Material | null = null;
  const animation = animationSamples(document);
  const plan: ScenePlan = {
    xforms: [],
    materials: [],
    animation,
    meshCount: 0,
    triangles: 0,
    values: sampledValues(animation),
  };

  const materialName = (primitive: Primitive): [Material, string] => {
    // glTF's default material, made in a document of its own to leave the input untouched.
    const material = primitive.getMaterial() ?? (fallbackMaterial ??= new Document().createMaterial('Standard'));
    let name = materials.get(material);
    if (name === undefined) {
      name = materialNames.claim(material.getName(), 'Material');
      materials.set(material, name);
      plan.materials.push({ material, name });
    }
    return [material, name];
  };

  const meshPlans = (
    node: Node,
    names: SiblingNames,
    mirrored: boolean,
    joints: Float64Array | null = null,
  ): MeshPlan[] => {
    const mesh = node.getMesh();
    if (!mesh) return [];
    const primitives = mesh.listPrimitives().filter(drawable);
    const weights = node.getWeights().length > 0 ? node.getWeights() : mesh.getWeights();
    return primitives.map((primitive, index) => {
      const [material, name] = materialName(primitive);
      const sides = material.getDoubleSided() ? 2 : 1;
      plan.meshCount++;
      plan.triangles += triangleCount(primitive) * sides;
      plan.values += layerValues(primitive, sides);
      return {
        name: names.claim(primitives.length === 1 ? mesh.getName() : `${mesh.getName()}_${index}`, 'Mesh'),
        primitive,
        material,
        materialName: name,
        reverseWinding: mirrored,
        morphWeights: weights,
        jointMatrices: joints,
      };
    });
  };

  const leadsToGeometry = new Map<Node, boolean>();
  const hasGeometry = (node: Node, ancestors: Set<Node>): boolean => {
    if (ancestors.has(node)) throw new ConversionError('Die Knotenhierarchie des Modells enthält einen Zyklus.');
    let result = leadsToGeometry.get(node);
    if (result === undefined) {
      ancestors.add(node);
      const children = node.listChildren().map((child) => hasGeometry(child, ancestors));
      ancestors.delete(node);
      result = (node.getMesh()?.listPrimitives().some(drawable) ?? false) || children.includes(true);
      leadsToGeometry.set(node, result);
    }
    return result;
  };

  const skinned: [Node, Skin][] = [];
  const planNode = (node: Node, names: SiblingNames, parentDeterminant: number): XformPlan => {
    const matrix = node.getMatrix();
    const worldDeterminant = parentDeterminant * determinant(matrix);
    const xform: XformPlan = { name: names.claim(node.getName(), 'Node'), node, matrix, meshes: [], children: [] };
    const childNames = new SiblingNames();
    const instances = instanceMatrices(node);
    const skin = node.getSkin();
    if (skin) {
      skinned.push([node, skin]);
    } else if (instances) {
      instances.forEach((instance, index) => {
        const mirrored = worldDeterminant * determinant(instance) < 0;
        const meshes = meshPlans(node, new SiblingNames(), mirrored);
        xform.children.push({
          name: childNames.claim(`Instance_${index}`, 'Instance'),
          node: null,
          matrix: instance,
          meshes,
          children: [],
        });
      });
    } else {
      xform.meshes = meshPlans(node, childNames, worldDeterminant < 0);
    }
    for (const child of node.listChildren()) {
      if (leadsToGeometry.get(child)) xform.children.push(planNode(child, childNames, worldDeterminant));
    }
    return xform;
  };

  for (const node of topNodes) {
    if (hasGeometry(node, new Set())) plan.xforms.push(planNode(node, rootNames, 1));
  }
  for (const [node, skin] of skinned) {
    const meshes = meshPlans(node, new SiblingNames(), false, jointMatrices(skin));
    // glTF ignores a skinned node's transform, and with it any animation of it.
    plan.xforms.push({
      name: rootNames.claim(node.getName(), 'Skinned'),
      node: null,
      matrix: null,
      meshes,
      children: [],
    });
  }
  return plan;
}
