import { ConstructionMethod, PropertyShape, RoofShape, enumValues } from '@hauskonfig/shared';
import { DEMO_HOUSES, DemoHouseSpec } from '../src/index.js';

describe('DEMO_HOUSES', () => {
  it('holds a dozen houses with unique keys and names', () => {
    expect(DEMO_HOUSES).toHaveLength(12);
    expect(new Set(DEMO_HOUSES.map((house) => house.key)).size).toBe(DEMO_HOUSES.length);
    expect(new Set(DEMO_HOUSES.map((house) => house.name)).size).toBe(DEMO_HOUSES.length);
    for (const house of DEMO_HOUSES) expect(house.key).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each<[string, string[], (house: DemoHouseSpec) => string]>([
    ['roof shape', enumValues(RoofShape), (house) => house.roofShape],
    ['plot shape', enumValues(PropertyShape), (house) => house.propertyShape],
    ['construction method', enumValues(ConstructionMethod), (house) => house.constructionMethod],
  ])('covers every %s', (_name, values, pick) => {
    expect(new Set(DEMO_HOUSES.map(pick))).toEqual(new Set(values));
  });

  it('has one- and two-storey houses of 90 to 220 m² with plausible outer dimensions', () => {
    expect(new Set(DEMO_HOUSES.map((house) => house.storeys))).toEqual(new Set([1, 2]));
    for (const house of DEMO_HOUSES) {
      expect(house.sizeInSqm).toBeGreaterThanOrEqual(90);
      expect(house.sizeInSqm).toBeLessThanOrEqual(220);
      expect(house.width).toBeGreaterThanOrEqual(8);
      expect(house.width).toBeLessThanOrEqual(16);
      expect(house.depth).toBeGreaterThanOrEqual(8);
      expect(house.depth).toBeLessThanOrEqual(12);
    }
  });

  it('names a cadastral municipality and a plot number for every house', () => {
    for (const house of DEMO_HOUSES) {
      expect(house.location.trim()).not.toBe('');
      expect(house.propertyNumber).toMatch(/^\d+\/\d+$/);
    }
  });

  it('gives every house exactly one standard view, the daytime model, and some houses a second view', () => {
    for (const house of DEMO_HOUSES) {
      const standard = house.views.filter((view) => view.standard);
      expect(standard).toHaveLength(1);
      expect(standard[0].variant).toBe('day');
      expect(new Set(house.views.map((view) => view.name)).size).toBe(house.views.length);
    }
    expect(DEMO_HOUSES.some((house) => house.views.length === 2)).toBe(true);
  });
});
