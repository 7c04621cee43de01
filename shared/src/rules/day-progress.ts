import { DEFAULT_DAY_PROGRESS } from '../constants/day-progress.js';

/** Day progress is 0..1; 1 is the end of the day and shows the moon. */
const MOON_TIME = 1;

// Rounding to 1e-9 removes binary float noise (0.9 + 0.2 = 1.1000000000000001).
function round(value: number): number {
  const rounded = Math.round(value * 1e9) / 1e9;
  return rounded === 0 ? 0 : rounded;
}

/** Applied when the value is set (spec section 4); NaN falls back to the default. */
export function clampDayProgress(value: number): number {
  if (Number.isNaN(value)) {
    return DEFAULT_DAY_PROGRESS;
  }
  return Math.min(1, Math.max(0, value));
}

/**
 * Moves the day by `delta`, wrapping past the ends: above 1 continues from 0 (1.1 → 0.1),
 * below 0 continues from 1 (−0.1 → 0.9). A result of exactly 1 stays 1 so the moon can show.
 * A non-finite delta leaves the (clamped) value unchanged.
 */
export function shiftDayProgress(value: number, delta: number): number {
  const start = clampDayProgress(value);
  if (!Number.isFinite(delta)) {
    return start;
  }
  const sum = round(start + delta);
  if (sum > 1) {
    return round(sum - Math.ceil(sum - 1));
  }
  if (sum < 0) {
    return round(sum - Math.floor(sum));
  }
  return sum;
}

export function isMoonTime(value: number): boolean {
  return clampDayProgress(value) === MOON_TIME;
}
