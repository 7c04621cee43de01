import { PLOT_TERRAIN } from '../constants/plot-terrain.js';
import { PropertyShape } from '../enums/property-shape.js';
import { fencePosts, plotOutline } from './plot-boundary.js';
import { terrainHeight } from './plot-terrain.js';

const HOUSE = { minX: -5, maxX: 5, minZ: -4, maxZ: 6 };
const M = PLOT_TERRAIN.plotMargin;

describe('plotOutline', () => {
  it('leaves the garden margin around the house', () => {
    expect(plotOutline(HOUSE)).toEqual({ minX: -5 - M, maxX: 5 + M, minZ: -4 - M, maxZ: 6 + M });
  });
});

describe('fencePosts', () => {
  const posts = fencePosts(PropertyShape.HILLSIDE, HOUSE);
  const plot = plotOutline(HOUSE);

  it('stand on the plot edge, on the ground', () => {
    for (const [x, y, z] of posts) {
      const onEdge = [x - plot.minX, plot.maxX - x, z - plot.minZ, plot.maxZ - z].some((d) => Math.abs(d) < 1e-9);
      expect(onEdge).toBe(true);
      expect(y).toBeCloseTo(terrainHeight(PropertyShape.HILLSIDE, HOUSE, x), 10);
    }
  });

  it('go once around, each corner once, at most the spacing apart', () => {
    const keys = posts.map(([x, , z]) => `${x.toFixed(6)}:${z.toFixed(6)}`);
    expect(new Set(keys).size).toBe(posts.length);
    for (const [x, z] of [
      [plot.minX, plot.minZ],
      [plot.maxX, plot.maxZ],
    ]) {
      expect(keys).toContain(`${x.toFixed(6)}:${z.toFixed(6)}`);
    }
    posts.forEach(([x, , z], index) => {
      const [nx, , nz] = posts[(index + 1) % posts.length];
      expect(Math.hypot(nx - x, nz - z)).toBeLessThanOrEqual(PLOT_TERRAIN.postSpacing + 1e-9);
    });
  });

  it('lie level on a flat plot', () => {
    expect(fencePosts(PropertyShape.STRAIGHT, HOUSE).every(([, y]) => y === 0)).toBe(true);
  });
});
