import { SunDatePreset } from '../enums/sun-date-preset.js';
import type { HouseOrientation } from '../types/house-orientation.js';

/** Where the viewer's real sun stands: a place on Earth and its time zone for the clock. */
export interface SunLocation {
  /** Degrees north. */
  latitude: number;
  /** Degrees east. */
  longitude: number;
  /** IANA zone of the place, so the clock shows its local (summer) time. */
  timeZone: string;
}

/**
 * Linz, Austria: the region the houses are sold in, so the sun's path (and the shadows) match a
 * typical plot there. Plans carry no location yet, hence one place for every house.
 */
export const DEFAULT_SUN_LOCATION: SunLocation = { latitude: 48.31, longitude: 14.29, timeZone: 'Europe/Vienna' };

/** Compass direction the house front faces, degrees clockwise from north: 180 = south, the spec's look. */
export const DEFAULT_HOUSE_HEADING = 180;
/** One turn of the compass control: a heading is a multiple of it in 0..345. */
export const HOUSE_HEADING_STEP = 15;
/** The day the viewer opens with: midsummer, the long high sun of the spec's original look. */
export const DEFAULT_SUN_DATE_PRESET = SunDatePreset.SUMMER;

/** What plans and requests without a choice of their own open with (older ones, staff-made requests). */
export const DEFAULT_HOUSE_ORIENTATION: HouseOrientation = {
  houseHeading: DEFAULT_HOUSE_HEADING,
  sunDate: DEFAULT_SUN_DATE_PRESET,
};
