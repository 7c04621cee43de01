import { sunPosition } from '../../rules/sun-light.js';
import type { SunSetting } from '../../rules/sun-path.js';

/** The daytime sky's sun as root data attributes, for tests: date, heading, degrees to 1 decimal. */
export function sunFacts(dayProgress: number, sun: SunSetting) {
  const { altitude, azimuth } = sunPosition(dayProgress, sun);
  return {
    'data-sun-date': sun.date,
    'data-house-heading': sun.heading,
    'data-sun-altitude': altitude.toFixed(1),
    'data-sun-azimuth': azimuth.toFixed(1),
  };
}
