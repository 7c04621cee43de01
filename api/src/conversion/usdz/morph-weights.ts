import type { Primitive } from '@gltf-transform/core';
import { floatValues } from './vertex-data.js';

/**
 * The primitive's attribute with its morph targets blended in at the default weights, so a model
 * whose rest shape is a blend looks as it does in a glTF viewer. USD gets no morph targets.
 */
export function morphedValues(
  primitive: Primitive,
  semantic: 'POSITION' | 'NORMAL',
  base: Float32Array,
  weights: readonly number[],
): Float32Array {
  let result = base;
  primitive.listTargets().forEach((target, index) => {
    const weight = weights[index] ?? 0;
    const delta = target.getAttribute(semantic);
    if (weight === 0 || !delta || delta.getCount() * 3 !== base.length) return;
    if (result === base) result = base.slice();
    const offsets = floatValues(delta);
    for (let i = 0; i < result.length; i++) result[i] += weight * offsets[i];
  });
  return result;
}
