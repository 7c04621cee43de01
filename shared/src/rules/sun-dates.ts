import type { SunDate } from './sun-path.js';

/** Named days of the date choice: the start of each astronomical season. */
export enum SunDatePreset {
  SPRING = 'SPRING',
  SUMMER = 'SUMMER',
  WINTER = 'WINTER',
}

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

/** Midsummer: the long, high sun of the spec's original look. */
export const DEFAULT_SUN_DATE: SunDate = sunDateOf(SunDatePreset.SUMMER);
