import type { SunDatePreset } from '../enums/sun-date-preset.js';

/**
 * How the visitor set the 3D view's sun: the compass heading of the house front and the day.
 * Saved with a plan and a request, and the views of them open with it.
 */
export interface HouseOrientation {
  /** Degrees clockwise from north the front faces, a multiple of HOUSE_HEADING_STEP in 0..345. */
  houseHeading: number;
  sunDate: SunDatePreset;
}
