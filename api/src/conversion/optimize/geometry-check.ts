import {
  type bbox,
  type Document,
  type mat4,
  MathUtils,
  type Node,
  type Primitive,
  type vec3,
} from '@gltf-transform/core';
import type { InstancedMesh } from '@gltf-transform/extensions';

/**
 * Largest difference a bound of the web GLB may have, as a share of its mesh's longest side in
 * world space: 16 steps of meshopt()'s 14-bit positions, so twice-quantised uploads pass and a
 * damaged model does not.
 */
const QUANTISATION_SHARE = 2 ** -10;

/** One primitive as drawn by one node: how, how many indices (or vertices), and where. */
interface DrawnPrimitive {
  mode: number;
  elements: number;
  bounds: bbox;
  /** Longest world-space side of the node's whole mesh, which meshopt() quantises as one. */
  meshSize: number;
}

/** What the web GLB and the preview must keep of a model, taken from decoded geometry. */
export interface GeometrySummary {
  primitives: DrawnPrimitive[];
  bounds: bbox;
}

const emptyBounds = (): bbox => ({ min: [Infinity, Infinity, Infinity], max: [-Infinity, -Infinity, -Infinity] });

function expand(bounds: bbox, point: readonly number[]): void {
  for (let axis = 0; axis < 3; axis++) {
    bounds.min[axis] = Math.min(bounds.min[axis], point[axis]);
    bounds.max[axis] = Math.max(bounds.max[axis], point[axis]);
  }
}

const longestSide = (bounds: bbox) => Math.max(...bounds.max.map((value, axis) => value - bounds.min[axis]));

/** a × b for column-major 4 × 4 matrices. */
function multiply(a: mat4, b: mat4): mat4 {
  const product = new Array<number>(16).fill(0);
  for (let column = 0; column < 4; column++) {
    for (let row = 0; row < 4; row++) {
      for (let k = 0; k < 4; k++) product[column * 4 + row] += a[k * 4 + row] * b[column * 4 + k];
    }
  }
  return product as unknown as mat4;
}

function transformPoint(matrix: mat4, [x, y, z]: number[]): vec3 {
  const w = matrix[3] * x + matrix[7] * y + matrix[11] * z + matrix[15];
  return [0, 1, 2].map(
    (row) => (matrix[row] * x + matrix[row + 4] * y + matrix[row + 8] * z + matrix[row + 12]) / w,
  ) as vec3;
}

/**
 * The node's world matrix, times each EXT_mesh_gpu_instancing instance: quantize() moves its
 * dequantising transform into the instances when there are any.
 */
function instanceMatrices(node: Node): mat4[] {
  const world = node.getWorldMatrix();
  const batch = node.getExtension<InstancedMesh>('EXT_mesh_gpu_instancing');
  const [translation, rotation, scale] = (['TRANSLATION', 'ROTATION', 'SCALE'] as const).map((name) =>
    batch?.getAttribute(name),
  );
  const count = (translation ?? rotation ?? scale)?.getCount() ?? 0;
  if (count === 0) return [world];
  return Array.from({ length: count }, (_, index) => {
    const instance = MathUtils.compose(
      (translation?.getElement(index, []) ?? [0, 0, 0]) as vec3,
      (rotation?.getElement(index, []) ?? [0, 0, 0, 1]) as [number, number, number, number],
      (scale?.getElement(index, []) ?? [1, 1, 1]) as vec3,
      new Array<number>(16) as unknown as mat4,
    );
    return multiply(world, instance);
  });
}

/**
 * Where each vertex of a primitive lands. A skinned vertex is placed by the first joint it names
 * (joint world matrix × inverse bind matrix): quantize() moves its dequantising transform into the
 * inverse bind matrices of skinned meshes, and the viewer ignores the node's own transform.
 */
function vertexMatrices(node: Node, primitive: Primitive): (vertex: number) => mat4[] {
  const skin = node.getSkin();
  const joints = primitive.getAttribute('JOINTS_0');
  const inverseBinds = skin?.getInverseBindMatrices();
  if (!skin || !joints || !inverseBinds) {
    const matrices = instanceMatrices(node);
    return () => matrices;
  }
  const jointMatrices = skin
    .listJoints()
    .map((joint, index) => multiply(joint.getWorldMatrix(), inverseBinds.getElement(index, []) as unknown as mat4));
  return (vertex) => [jointMatrices[joints.getElement(vertex, [])[0]]];
}

function drawnPrimitive(node: Node, primitive: Primitive): Omit<DrawnPrimitive, 'meshSize'> | null {
  const position = primitive.getAttribute('POSITION');
  const indices = primitive.getIndices();
  const elements = indices ? indices.getCount() : (position?.getCount() ?? 0);
  if (!position || elements === 0) return null;
  const matrices = vertexMatrices(node, primitive);
  const bounds = emptyBounds();
  const local: number[] = [];
  for (let element = 0; element < elements; element++) {
    const vertex = indices ? indices.getScalar(element) : element;
    position.getElement(vertex, local);
    for (const matrix of matrices(vertex)) expand(bounds, transformPoint(matrix, local));
  }
  return { mode: primitive.getMode(), elements, bounds };
}

/** Every primitive the model's scenes draw, in world space, and the bounds of them all. */
export function summarizeGeometry(document: Document): GeometrySummary {
  const primitives: DrawnPrimitive[] = [];
  const bounds = emptyBounds();
  for (const scene of document.getRoot().listScenes()) {
    scene.traverse((node) => {
      const drawn = (node.getMesh()?.listPrimitives() ?? [])
        .map((primitive) => drawnPrimitive(node, primitive))
        .filter((primitive) => primitive !== null);
      const meshBounds = emptyBounds();
      for (const primitive of drawn) {
        expand(meshBounds, primitive.bounds.min);
        expand(meshBounds, primitive.bounds.max);
      }
      for (const primitive of drawn) {
        primitives.push({ ...primitive, meshSize: longestSide(meshBounds) });
        expand(bounds, primitive.bounds.min);
        expand(bounds, primitive.bounds.max);
      }
    });
  }
  return { primitives, bounds };
}

const boundsWithin = (a: bbox, b: bbox, tolerance: number) =>
  (['min', 'max'] as const).every((corner) =>
    a[corner].every((value, axis) => Math.abs(value - b[corner][axis]) <= tolerance),
  );

/**
 * Whether the output draws what the source draws: every primitive again, with the same mode and
 * number of indices and world-space bounds within quantisation tolerance. Primitives are matched
 * by these alone, not by order or name, which merging duplicates may change. A model glTF
 * Transform damaged (collapsed positions, lost halves) fails and is not served.
 */
export function sameGeometry(source: GeometrySummary, output: GeometrySummary): boolean {
  if (source.primitives.length !== output.primitives.length) return false;
  const unmatched = new Set(output.primitives);
  return source.primitives.every((wanted) => {
    const tolerance = wanted.meshSize * QUANTISATION_SHARE;
    for (const candidate of unmatched) {
      if (
        candidate.mode === wanted.mode &&
        candidate.elements === wanted.elements &&
        boundsWithin(candidate.bounds, wanted.bounds, tolerance)
      ) {
        unmatched.delete(candidate);
        return true;
      }
    }
    return false;
  });
}

/**
 * Whether the output's bounds, all primitives together, match the source's within the given
 * share of the source's longest side: the check for the simplified preview.
 */
export function sameBounds(source: GeometrySummary, output: GeometrySummary, share: number): boolean {
  return boundsWithin(output.bounds, source.bounds, longestSide(source.bounds) * share);
}
