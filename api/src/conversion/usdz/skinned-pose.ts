import type { Accessor, Primitive, Skin } from '@gltf-transform/core';
import { multiply } from './matrix.js';
import { floatValues } from './vertex-data.js';

const IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

/**
 * The skin's joint matrices, 16 numbers each: a joint's world matrix times its inverse bind
 * matrix, as glTF skinning defines them for the pose the nodes are in (the rest pose of a file).
 * They carry a vertex from bind space straight into world space; the skinned node's own
 * transform plays no part. The USDZ has no skeleton, so this pose is baked into the points.
 */
export function jointMatrices(skin: Skin): Float64Array {
  const inverseBind = skin.getInverseBindMatrices();
  const bind = inverseBind ? floatValues(inverseBind) : null;
  const joints = skin.listJoints();
  const matrices = new Float64Array(joints.length * 16);
  joints.forEach((joint, j) => {
    // glTF takes absent inverse bind matrices as identity; a too short accessor is read the same way.
    const inverse = bind && bind.length >= (j + 1) * 16 ? bind.subarray(j * 16, j * 16 + 16) : IDENTITY;
    matrices.set(multiply(joint.getWorldMatrix(), inverse), j * 16);
  });
  return matrices;
}

/** The JOINTS_n / WEIGHTS_n pairs that cover every vertex (more than four influences use several). */
function influenceSets(primitive: Primitive, vertexCount: number): [ArrayLike<number>, Float32Array][] {
  const sets: [ArrayLike<number>, Float32Array][] = [];
  const complete = (accessor: Accessor | null) =>
    accessor?.getCount() === vertexCount && accessor.getElementSize() === 4;
  for (let n = 0; ; n++) {
    const joints = primitive.getAttribute(`JOINTS_${n}`);
    const weights = primitive.getAttribute(`WEIGHTS_${n}`);
    if (!joints || !weights) return sets;
    const indices = joints.getArray();
    if (complete(joints) && complete(weights) && indices) sets.push([indices, floatValues(weights)]);
  }
}

export interface PosedVertices {
  points: Float32Array;
  /** Null when the primitive has no per-vertex normals to carry along. */
  normals: Float32Array | null;
  /** Most vertices are mirrored by their joints, so the triangles must be wound the other way. */
  mirrored: boolean;
}

/**
 * Points and normals of a skinned primitive where a glTF viewer draws them: each vertex moved by
 * the weighted blend of its joints' matrices, normals by the blend's inverse transpose. Weights
 * are scaled to sum to one; a vertex without usable weights stays where it is. Returns new arrays.
 */
export function posedBySkin(
  primitive: Primitive,
  points: Float32Array,
  normals: Float32Array | null,
  joints: Float64Array,
): PosedVertices {
  const vertexCount = points.length / 3;
  const sets = influenceSets(primitive, vertexCount);
  const posedPoints = points.slice();
  const posedNormals = normals ? normals.slice() : null;
  const jointCount = joints.length / 16;
  const m = new Float64Array(16);
  let skinned = 0;
  let mirrored = 0;
  for (let v = 0; v < vertexCount; v++) {
    m.fill(0);
    let total = 0;
    for (const [indices, weights] of sets) {
      for (let k = v * 4; k < v * 4 + 4; k++) {
        const weight = weights[k];
        const joint = indices[k];
        if (!(weight > 0) || joint >= jointCount) continue;
        for (let i = 0; i < 16; i++) m[i] += weight * joints[joint * 16 + i];
        total += weight;
      }
    }
    if (!(total > 0)) continue;
    for (let i = 0; i < 16; i++) m[i] /= total;

    const o = v * 3;
    const [x, y, z] = [points[o], points[o + 1], points[o + 2]];
    posedPoints[o] = m[0] * x + m[4] * y + m[8] * z + m[12];
    posedPoints[o + 1] = m[1] * x + m[5] * y + m[9] * z + m[13];
    posedPoints[o + 2] = m[2] * x + m[6] * y + m[10] * z + m[14];

    // Cofactors of the 3×3 part (c0, c3, c6 the first row): its inverse transpose times the determinant.
    const c0 = m[5] * m[10] - m[6] * m[9];
    const c1 = m[6] * m[8] - m[4] * m[10];
    const c2 = m[4] * m[9] - m[5] * m[8];
    const c3 = m[9] * m[2] - m[10] * m[1];
    const c4 = m[10] * m[0] - m[8] * m[2];
    const c5 = m[8] * m[1] - m[9] * m[0];
    const c6 = m[1] * m[6] - m[2] * m[5];
    const c7 = m[2] * m[4] - m[0] * m[6];
    const c8 = m[0] * m[5] - m[1] * m[4];
    const det = m[0] * c0 + m[4] * c3 + m[8] * c6;
    skinned++;
    if (det < 0) mirrored++;
    if (!posedNormals || !normals) continue;
    // Dividing by the determinant's sign keeps a mirrored normal on the outside; length comes next.
    const sign = det < 0 ? -1 : 1;
    const [a, b, c] = [normals[o], normals[o + 1], normals[o + 2]];
    const nx = sign * (c0 * a + c3 * b + c6 * c);
    const ny = sign * (c1 * a + c4 * b + c7 * c);
    const nz = sign * (c2 * a + c5 * b + c8 * c);
    const length = Math.hypot(nx, ny, nz);
    // A zero result stays zero, so the normal repair that follows replaces it.
    const scale = length > 0 ? 1 / length : 0;
    posedNormals[o] = nx * scale;
    posedNormals[o + 1] = ny * scale;
    posedNormals[o + 2] = nz * scale;
  }
  return { points: posedPoints, normals: posedNormals, mirrored: mirrored > skinned / 2 };
}
