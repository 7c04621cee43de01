/** The camera's distance range from the target, in scene units. */
export interface DollyRange {
  minDistance: number;
  maxDistance: number;
}

/**
 * Touch zoom: three's OrbitControls scales the distance by the fingers' spread ratio to the power
 * of its zoom speed. At three's 1 a wide pinch on a phone (fingers 4 to 5 times as far apart)
 * went from the whole house to one wall; at 0.5 the same pinch moves about half as far.
 */
export const PINCH_ZOOM_SPEED = 0.5;

/** One pinch gesture brings the camera at most this many times nearer, or takes it as much farther. */
const PINCH_DISTANCE_FACTOR = 1.6;

/**
 * The distances one pinch may reach, starting at `distance`: within the factor above, and within
 * the orbit's own range. A new gesture starts from where the last one ended, so several pinches
 * still reach either end of the range.
 */
export function pinchDollyRange(distance: number, orbit: DollyRange): DollyRange {
  return {
    minDistance: Math.min(Math.max(orbit.minDistance, distance / PINCH_DISTANCE_FACTOR), orbit.maxDistance),
    maxDistance: Math.max(Math.min(orbit.maxDistance, distance * PINCH_DISTANCE_FACTOR), orbit.minDistance),
  };
}
