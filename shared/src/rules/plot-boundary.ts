import { PLOT_TERRAIN } from '../constants/plot-terrain.js';
import type { PropertyShape } from '../enums/property-shape.js';
import { type Footprint, terrainHeight } from './plot-terrain.js';

/** The plot: the house's footprint with the garden margin on every side. */
export function plotOutline(footprint: Footprint): Footprint {
  const margin = PLOT_TERRAIN.plotMargin;
  return {
    minX: footprint.minX - margin,
    maxX: footprint.maxX + margin,
    minZ: footprint.minZ - margin,
    maxZ: footprint.maxZ + margin,
  };
}

/**
 * Feet of the fence posts marking the plot edge, on the ground, evenly spaced (at most
 * `postSpacing` apart) and going once around, corners included once.
 */
export function fencePosts(shape: PropertyShape, footprint: Footprint): [number, number, number][] {
  const plot = plotOutline(footprint);
  const corners: [number, number][] = [
    [plot.minX, plot.minZ],
    [plot.maxX, plot.minZ],
    [plot.maxX, plot.maxZ],
    [plot.minX, plot.maxZ],
  ];
  const posts: [number, number, number][] = [];
  corners.forEach(([x0, z0], index) => {
    const [x1, z1] = corners[(index + 1) % corners.length];
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, z1 - z0) / PLOT_TERRAIN.postSpacing));
    for (let step = 0; step < steps; step += 1) {
      const x = x0 + ((x1 - x0) * step) / steps;
      const z = z0 + ((z1 - z0) * step) / steps;
      posts.push([x, terrainHeight(shape, footprint, x), z]);
    }
  });
  return posts;
}
