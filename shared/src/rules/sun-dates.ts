import { DEFAULT_SUN_DATE_PRESET } from '../constants/sun-location.js';
import { SunDatePreset } from '../enums/sun-date-preset.js';
import type { SunDate } from './sun-path.js';

/** Month and day of each preset (the exact equinox or solstice moves by a day between years). */
const PRESET_DAYS: Record<SunDatePreset, [number, number]> = {
  [SunDatePreset.SPRING]: [3, 20],
  [SunDatePreset.SUMMER]: [6, 21],
  [SunDatePreset.WINTER]: [12, 21],
};

/** The year of the presets: the sun's path hardly changes between years, and a fixed one keeps the view reproducible. */
const SUN_YEAR = 2026;

export function sunDateOf(preset: SunDatePreset, year = SUN_YEAR): SunDate {
  const [month, day] = PRESET_DAYS[preset];
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day of the viewer's default preset. */
export const DEFAULT_SUN_DATE: SunDate = sunDateOf(DEFAULT_SUN_DATE_PRESET);
