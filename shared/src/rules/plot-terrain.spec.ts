import { PLOT_SLOPES, PLOT_TERRAIN } from '../constants/plot-terrain.js';
import { PropertyShape } from '../enums/property-shape.js';
import { baseDepth, DEFAULT_FOOTPRINT, exposedBaseHeight, terrainHeight, terrainSlope } from './plot-terrain.js';

const HOUSE = { minX: -4, maxX: 6, minZ: -5, maxZ: 5 };

describe('plot slopes', () => {
  it('are flat, gentle and steep in that order', () => {
    expect(PLOT_SLOPES[PropertyShape.STRAIGHT]).toBe(0);
    expect(PLOT_SLOPES[PropertyShape.INCLINED]).toBeGreaterThan(0.05);
    expect(PLOT_SLOPES[PropertyShape.INCLINED]).toBeLessThan(0.12);
    expect(PLOT_SLOPES[PropertyShape.HILLSIDE]).toBeGreaterThanOrEqual(0.25);
    expect(PLOT_SLOPES[PropertyShape.HILLSIDE]).toBeLessThanOrEqual(0.3);
  });
});

describe('terrainHeight', () => {
  it('is the flat ground at the floor on a straight plot', () => {
    for (const x of [-100, -4, 0, 6, 100]) expect(terrainHeight(PropertyShape.STRAIGHT, HOUSE, x)).toBe(0);
  });

  it.each([PropertyShape.INCLINED, PropertyShape.HILLSIDE])(
    'meets the uphill wall below the floor by the plinth (%s)',
    (shape) => {
      expect(terrainHeight(shape, HOUSE, HOUSE.minX)).toBeCloseTo(-PLOT_TERRAIN.plinthReveal, 10);
    },
  );

  it.each([PropertyShape.INCLINED, PropertyShape.HILLSIDE])(
    'falls towards +x and rises on the uphill side (%s)',
    (shape) => {
      const heights = [-60, -20, -4, 0, 6, 20, 60].map((x) => terrainHeight(shape, HOUSE, x));
      for (let i = 1; i < heights.length; i += 1) expect(heights[i]).toBeLessThan(heights[i - 1]);
      expect(heights[0]).toBeGreaterThan(0);
    },
  );

  it('stays within the sky: the far ground flattens out', () => {
    const far = Math.abs(terrainHeight(PropertyShape.HILLSIDE, HOUSE, 225));
    expect(far).toBeLessThan(PLOT_SLOPES[PropertyShape.HILLSIDE] * PLOT_TERRAIN.easeLength + 1);
  });
});

describe('terrainSlope', () => {
  it('is the shape grade at the house and less far away', () => {
    for (const shape of [PropertyShape.STRAIGHT, PropertyShape.INCLINED, PropertyShape.HILLSIDE]) {
      expect(terrainSlope(shape, HOUSE, HOUSE.minX)).toBeCloseTo(PLOT_SLOPES[shape], 10);
    }
    expect(terrainSlope(PropertyShape.HILLSIDE, HOUSE, 80)).toBeLessThan(0.1);
  });

  it('matches the change of the height', () => {
    const x = 3;
    const h = 1e-4;
    const numeric =
      (terrainHeight(PropertyShape.HILLSIDE, HOUSE, x - h) - terrainHeight(PropertyShape.HILLSIDE, HOUSE, x + h)) /
      (2 * h);
    expect(terrainSlope(PropertyShape.HILLSIDE, HOUSE, x)).toBeCloseTo(numeric, 6);
  });
});

describe('the base under the house', () => {
  it('is not needed on a flat plot', () => {
    expect(exposedBaseHeight(PropertyShape.STRAIGHT, HOUSE)).toBe(0);
    expect(baseDepth(PropertyShape.STRAIGHT, HOUSE)).toBe(0);
  });

  it('is a plinth on a gentle slope and a base storey on a hillside (house 10 m across the slope)', () => {
    const plinth = exposedBaseHeight(PropertyShape.INCLINED, HOUSE);
    expect(plinth).toBeGreaterThan(0.7);
    expect(plinth).toBeLessThan(1.2);
    const storey = exposedBaseHeight(PropertyShape.HILLSIDE, HOUSE);
    expect(storey).toBeGreaterThan(2.5);
    expect(storey).toBeLessThan(3.3);
  });

  it('reaches below the ground at every point under the house', () => {
    for (const shape of [PropertyShape.INCLINED, PropertyShape.HILLSIDE]) {
      const depth = baseDepth(shape, HOUSE);
      for (let x = HOUSE.minX; x <= HOUSE.maxX; x += 0.5) {
        expect(-depth).toBeLessThan(terrainHeight(shape, HOUSE, x) - PLOT_TERRAIN.baseEmbed / 2);
      }
    }
  });

  it('grows with the depth of the house', () => {
    const deep = { ...DEFAULT_FOOTPRINT, maxX: 12 };
    expect(baseDepth(PropertyShape.HILLSIDE, deep)).toBeGreaterThan(
      baseDepth(PropertyShape.HILLSIDE, DEFAULT_FOOTPRINT),
    );
  });
});
