// A zero normal renders black in Quick Look; a surface with no usable direction faces up instead.
const FALLBACK = [0, 1, 0] as const;

function faceNormal(points: Float32Array, a: number, b: number, c: number, into: Float64Array): void {
  const ax = points[a * 3];
  const ay = points[a * 3 + 1];
  const az = points[a * 3 + 2];
  const ux = points[b * 3] - ax;
  const uy = points[b * 3 + 1] - ay;
  const uz = points[b * 3 + 2] - az;
  const vx = points[c * 3] - ax;
  const vy = points[c * 3 + 1] - ay;
  const vz = points[c * 3 + 2] - az;
  into[0] = uy * vz - uz * vy;
  into[1] = uz * vx - ux * vz;
  into[2] = ux * vy - uy * vx;
}

/** Writes the unit vector of (x, y, z), or the fallback when it has no length, at `offset`. */
function storeUnit(target: Float32Array, offset: number, x: number, y: number, z: number): void {
  const length = Math.sqrt(x * x + y * y + z * z);
  if (length > 0 && Number.isFinite(length)) {
    target[offset] = x / length;
    target[offset + 1] = y / length;
    target[offset + 2] = z / length;
  } else {
    target[offset] = FALLBACK[0];
    target[offset + 1] = FALLBACK[1];
    target[offset + 2] = FALLBACK[2];
  }
}

/**
 * Flat normals, one per face corner (USD "faceVarying"), as glTF asks for when a primitive has
 * none. `indices` are triangles in the order they will be written.
 */
export function flatNormals(points: Float32Array, indices: Uint32Array): Float32Array {
  const normals = new Float32Array(indices.length * 3);
  const n = new Float64Array(3);
  for (let o = 0; o < indices.length; o += 3) {
    faceNormal(points, indices[o], indices[o + 1], indices[o + 2], n);
    storeUnit(normals, o * 3, n[0], n[1], n[2]);
    normals.copyWithin(o * 3 + 3, o * 3, o * 3 + 3);
    normals.copyWithin(o * 3 + 6, o * 3, o * 3 + 3);
  }
  return normals;
}

/**
 * Per-vertex normals with zero or broken entries replaced by the area-weighted normal of the
 * faces around that vertex. Returns the input itself when every normal is usable.
 */
export function repairedNormals(normals: Float32Array, points: Float32Array, indices: Uint32Array): Float32Array {
  const broken: number[] = [];
  for (let v = 0; v < normals.length / 3; v++) {
    const x = normals[v * 3];
    const y = normals[v * 3 + 1];
    const z = normals[v * 3 + 2];
    const lengthSquared = x * x + y * y + z * z;
    if (!(lengthSquared > 1e-12) || !Number.isFinite(lengthSquared)) broken.push(v);
  }
  if (broken.length === 0) return normals;

  const sums = new Float64Array(normals.length);
  const n = new Float64Array(3);
  for (let o = 0; o < indices.length; o += 3) {
    faceNormal(points, indices[o], indices[o + 1], indices[o + 2], n);
    for (let k = 0; k < 3; k++) {
      const v = indices[o + k] * 3;
      sums[v] += n[0];
      sums[v + 1] += n[1];
      sums[v + 2] += n[2];
    }
  }
  const repaired = normals.slice();
  for (const v of broken) storeUnit(repaired, v * 3, sums[v * 3], sums[v * 3 + 1], sums[v * 3 + 2]);
  return repaired;
}
