import { PLOT_SLOPES } from '../../constants/plot-terrain.js';
import type { PropertyShape } from '../../enums/property-shape.js';
import { exposedBaseHeight, type Footprint } from '../../rules/plot-terrain.js';

/**
 * The plot as the viewer's root tells tests and the benchmark: the shape, its grade and how high
 * the base under the house stands free on the downhill side (metres; 0 on a flat plot).
 */
export const plotFacts = (shape: PropertyShape, footprint: Footprint) => ({
  'data-plot-shape': shape,
  'data-plot-slope': PLOT_SLOPES[shape],
  'data-base-height': exposedBaseHeight(shape, footprint).toFixed(2),
});
