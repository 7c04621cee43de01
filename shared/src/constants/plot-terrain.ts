import { PropertyShape } from '../enums/property-shape.js';

/**
 * Grade (metres of height per metre of run) the 3D view gives each plot shape. 8 % is a gentle
 * slope that a raised plinth evens out; 28 % (about 16°) is a steep hillside, where a house gets a
 * base storey that stands free on the downhill side (Hanghaus). The spec names the shapes only.
 */
export const PLOT_SLOPES: Readonly<Record<PropertyShape, number>> = {
  [PropertyShape.STRAIGHT]: 0,
  [PropertyShape.INCLINED]: 0.08,
  [PropertyShape.HILLSIDE]: 0.28,
};

/** The terrain around the house in the 3D view; lengths in metres. */
export const PLOT_TERRAIN = {
  /** Distance over which the slope flattens out, so the far terrain stays inside the sky. */
  easeLength: 40,
  /** Plinth shown above the ground on the uphill side, as on a real house. */
  plinthReveal: 0.2,
  /** How far the base reaches below the lowest ground under the house, so no gap can show. */
  baseEmbed: 0.4,
  /** Garden between the house and the plot edge on every side. */
  plotMargin: 6,
  /** Longest distance between two fence posts of the plot edge. */
  postSpacing: 2.5,
  postHeight: 0.9,
  /** Least height of the camera above the ground, so orbiting never looks into the hill. */
  cameraClearance: 1.5,
} as const;
