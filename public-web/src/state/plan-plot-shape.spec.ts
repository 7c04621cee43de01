import { PropertyShape } from '@hauskonfig/shared';
import { describe, expect, it, vi } from 'vitest';
import { planPlotShape } from './plan-plot-shape';

// The hook's cookie store reads document.cookie when it loads; the rule itself needs neither.
vi.mock('./configure-filter-cookie', () => ({ useConfigureFilter: vi.fn() }));

describe('planPlotShape', () => {
  it('takes the shape chosen in the flow over the house’s own', () => {
    expect(planPlotShape({ propertyShape: PropertyShape.HILLSIDE }, { propertyShape: PropertyShape.STRAIGHT })).toBe(
      PropertyShape.HILLSIDE,
    );
  });

  it('takes the house’s own shape when none was chosen', () => {
    expect(planPlotShape({}, { propertyShape: PropertyShape.INCLINED })).toBe(PropertyShape.INCLINED);
    expect(planPlotShape({}, { propertyShape: null })).toBeNull();
  });
});
