import { DEFAULT_HOUSE_ORIENTATION } from '../constants/sun-location.js';
import { SunDatePreset } from '../enums/sun-date-preset.js';
import type { HouseOrientation } from '../types/house-orientation.js';
import { isHouseHeading } from './house-heading.js';

/**
 * The orientation kept in stored state or an answer, each part checked: what is missing or out
 * of range (an older plan, an edited storage) takes the default view.
 */
export function houseOrientationOf(
  value: Partial<Record<keyof HouseOrientation, unknown>> | null | undefined,
): HouseOrientation {
  const { houseHeading, sunDate } = value ?? {};
  return {
    houseHeading: isHouseHeading(houseHeading) ? houseHeading : DEFAULT_HOUSE_ORIENTATION.houseHeading,
    sunDate: Object.values<unknown>(SunDatePreset).includes(sunDate)
      ? (sunDate as SunDatePreset)
      : DEFAULT_HOUSE_ORIENTATION.sunDate,
  };
}
