import { ROOF_SHAPE_LABELS, RoofShape } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { labelOf, ROOF_SHAPE_CHOICES } from './choices';

describe('house choices', () => {
  it('offer every enum value with its German label, in enum order', () => {
    expect(ROOF_SHAPE_CHOICES).toEqual(Object.values(RoofShape).map((id) => ({ id, name: ROOF_SHAPE_LABELS[id] })));
  });

  it('label a value, and nothing for a draft without one', () => {
    expect(labelOf(ROOF_SHAPE_LABELS, RoofShape.GABLE)).toBe('Satteldach');
    expect(labelOf(ROOF_SHAPE_LABELS, null)).toBe('');
  });
});
