import type { Accessor, Primitive } from '@gltf-transform/core';
import { ConversionError } from '../conversion-error.js';

const TRIANGLES = 4;
const TRIANGLE_STRIP = 5;
const TRIANGLE_FAN = 6;

/**
 * An accessor's values as floats, with normalised integers mapped to [-1, 1] or [0, 1] as glTF
 * defines (quantised inputs store positions, normals and UVs that way). A float accessor is
 * returned as is: callers must copy before changing it.
 */
export function floatValues(accessor: Accessor): Float32Array {
  const array = accessor.getArray();
  if (array === null) throw new ConversionError('Ein Datenzugriff des Modells enthält keine Daten.');
  if (array instanceof Float32Array) return array;
  const values = Float32Array.from(array as ArrayLike<number>);
  if (!accessor.getNormalized()) return values;
  const divisor = normalisedDivisor(array);
  for (let i = 0; i < values.length; i++) values[i] = Math.max(values[i] / divisor, -1);
  return values;
}

function normalisedDivisor(array: ArrayLike<number>): number {
  if (array instanceof Int8Array) return 127;
  if (array instanceof Uint8Array) return 255;
  if (array instanceof Int16Array) return 32767;
  if (array instanceof Uint16Array) return 65535;
  return 4294967295;
}

/** Whether Quick Look can draw the primitive: points and lines have no surface. */
export function isTriangleMode(primitive: Primitive): boolean {
  const mode = primitive.getMode();
  return mode === TRIANGLES || mode === TRIANGLE_STRIP || mode === TRIANGLE_FAN;
}

/** Number of triangles the primitive draws, without reading its data. */
export function triangleCount(primitive: Primitive): number {
  const indices = primitive.getIndices();
  const position = primitive.getAttribute('POSITION');
  const count = indices ? indices.getCount() : (position?.getCount() ?? 0);
  if (primitive.getMode() === TRIANGLES) return Math.floor(count / 3);
  return Math.max(count - 2, 0);
}

/**
 * The primitive's triangles as a fresh index list (strips and fans unrolled with glTF's winding),
 * every index checked against the vertex count so a broken file cannot point outside its data.
 */
export function triangleIndices(primitive: Primitive, vertexCount: number): Uint32Array {
  const source = primitive.getIndices()?.getArray() ?? null;
  const count = source ? source.length : vertexCount;
  const at = source ? (i: number) => source[i] : (i: number) => i;
  const mode = primitive.getMode();
  const triangles = mode === TRIANGLES ? Math.floor(count / 3) : Math.max(count - 2, 0);
  const indices = new Uint32Array(triangles * 3);
  if (mode === TRIANGLES) {
    if (source) indices.set(source.subarray(0, indices.length));
    else for (let i = 0; i < indices.length; i++) indices[i] = i;
  } else {
    for (let t = 0; t < triangles; t++) {
      const o = t * 3;
      if (mode === TRIANGLE_STRIP) {
        indices[o] = at(t);
        indices[o + 1] = at(t + 1 + (t % 2));
        indices[o + 2] = at(t + 2 - (t % 2));
      } else {
        indices[o] = at(t + 1);
        indices[o + 1] = at(t + 2);
        indices[o + 2] = at(0);
      }
    }
  }
  for (let i = 0; i < indices.length; i++) {
    if (indices[i] >= vertexCount) {
      throw new ConversionError(`Ein Dreieck verweist auf Eckpunkt ${indices[i]}, das Netz hat nur ${vertexCount}.`);
    }
  }
  return indices;
}
