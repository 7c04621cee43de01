import { PLOT_SLOPES, PLOT_TERRAIN } from '../constants/plot-terrain.js';
import type { PropertyShape } from '../enums/property-shape.js';

/** The ground plan of the house in the scene (metres); the house's floor is at y = 0. */
export interface Footprint {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

/** Used until the model is placed: about the size of a detached house. */
export const DEFAULT_FOOTPRINT: Footprint = { minX: -5, maxX: 5, minZ: -5, maxZ: 5 };

/**
 * The natural ground of the plot around a house that stands level, at a point with this x: it
 * falls towards +x, across the front (+z) the camera starts at, so the first view shows the ground
 * falling along the front and the full base on the downhill side. It meets the floor at the uphill
 * wall less the plinth; far from the house the slope flattens out. A flat plot is the ground of
 * spec section 9, at the floor's height.
 */
export function terrainHeight(shape: PropertyShape, footprint: Footprint, x: number): number {
  const slope = PLOT_SLOPES[shape];
  if (slope === 0) return 0;
  const { easeLength, plinthReveal } = PLOT_TERRAIN;
  return -plinthReveal - slope * easeLength * Math.tanh((x - footprint.minX) / easeLength);
}

/** Grade of the ground at x (positive: falling towards +x). */
export function terrainSlope(shape: PropertyShape, footprint: Footprint, x: number): number {
  const slope = PLOT_SLOPES[shape];
  const cosh = Math.cosh((x - footprint.minX) / PLOT_TERRAIN.easeLength);
  return slope / (cosh * cosh);
}

/** How high the base stands free on the downhill side (0 on a flat plot: the house stands on the ground). */
export function exposedBaseHeight(shape: PropertyShape, footprint: Footprint): number {
  return Math.max(0, -terrainHeight(shape, footprint, footprint.maxX));
}

/** How deep the base under the house must reach below the floor; 0 when it needs none. */
export function baseDepth(shape: PropertyShape, footprint: Footprint): number {
  const exposed = exposedBaseHeight(shape, footprint);
  return exposed === 0 ? 0 : exposed + PLOT_TERRAIN.baseEmbed;
}
