import { clampDayProgress, isMoonTime } from './day-progress.js';

/** A light of the dynamic daytime sky: unit direction towards the light, linear RGB 0..1, intensity. */
export interface SkyLight {
  direction: [number, number, number];
  color: [number, number, number];
  intensity: number;
}

/** Part of the day, for the label beside the day-progress control. */
export enum DayPhase {
  MORNING = 'MORNING',
  MIDDAY = 'MIDDAY',
  EVENING = 'EVENING',
  NIGHT = 'NIGHT',
}

/**
 * Day progress where the sun crosses the horizon. Sunrise lies just before 0, so the first value
 * already shows low morning light; after sunset the sky darkens until the moon shows at 1.
 */
const SUNRISE_PROGRESS = -0.05;
export const SUNSET_PROGRESS = 0.9;
/** Highest sun elevation (radians) at noon: a central European summer day. */
const NOON_ELEVATION = (60 * Math.PI) / 180;
/** Sun elevation (radians) below which the light turns warm (morning and evening light). */
const WARM_LIGHT_ELEVATION = (20 * Math.PI) / 180;
const MAX_SUN_INTENSITY = 3;
/** The clock shown beside the control: 6:00 at progress 0, 22:00 at 1. */
const FIRST_HOUR = 6;
const HOURS_PER_DAY_PROGRESS = 16;

const WARM: [number, number, number] = [1, 0.55, 0.28];
const WHITE: [number, number, number] = [1, 0.96, 0.9];
const MOON_COLOR: [number, number, number] = [0.62, 0.7, 1];
const MOON_INTENSITY = 0.8;
/** The moon stands high in the south-west, so the house front seen from the start camera is lit. */
const MOON_DIRECTION = normalize([-0.35, 0.75, 0.55]);

function normalize([x, y, z]: [number, number, number]): [number, number, number] {
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
}

function smoothstep(edge0: number, edge1: number, value: number): number {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** Angle of the sun along its arc: 0 at sunrise (east), π at sunset (west). */
function sunArcAngle(dayProgress: number): number {
  return (Math.PI * (clampDayProgress(dayProgress) - SUNRISE_PROGRESS)) / (SUNSET_PROGRESS - SUNRISE_PROGRESS);
}

/**
 * Direction towards the sun in scene axes (x east, y up, z south, where the start camera looks
 * from): the sun rises in the east, passes the south at `NOON_ELEVATION` and sets in the west.
 * Outside the day the direction points below the horizon.
 */
export function sunDirection(dayProgress: number): [number, number, number] {
  const angle = sunArcAngle(dayProgress);
  const across = Math.sin(angle);
  return normalize([Math.cos(angle), across * Math.sin(NOON_ELEVATION), across * Math.cos(NOON_ELEVATION)]);
}

/** Sun elevation above the horizon in radians (negative at night). */
export function sunElevation(dayProgress: number): number {
  return Math.asin(sunDirection(dayProgress)[1]);
}

/** Warm near the horizon, white when high. */
export function sunColor(dayProgress: number): [number, number, number] {
  const t = smoothstep(0, WARM_LIGHT_ELEVATION, sunElevation(dayProgress));
  return [0, 1, 2].map((i) => WARM[i] + (WHITE[i] - WARM[i]) * t) as [number, number, number];
}

/** Zero below the horizon, rising through the morning to full strength at about 20° elevation. */
export function sunIntensity(dayProgress: number): number {
  return MAX_SUN_INTENSITY * smoothstep(-0.02, WARM_LIGHT_ELEVATION, sunElevation(dayProgress));
}

/** The main light of the dynamic sky: the sun during the day, the moon at progress 1. */
export function skyLight(dayProgress: number): SkyLight {
  if (isMoonTime(dayProgress)) {
    return { direction: MOON_DIRECTION, color: MOON_COLOR, intensity: MOON_INTENSITY };
  }
  return { direction: sunDirection(dayProgress), color: sunColor(dayProgress), intensity: sunIntensity(dayProgress) };
}

/** Strength of the sky's fill light (0..1): keeps shadows readable and the night not black. */
export function ambientLevel(dayProgress: number): number {
  const daylight = smoothstep(-0.1, 0.35, sunElevation(dayProgress));
  return isMoonTime(dayProgress) ? 0.35 : 0.25 + 0.75 * daylight;
}

export function dayPhase(dayProgress: number): DayPhase {
  const elevation = sunElevation(dayProgress);
  if (isMoonTime(dayProgress) || elevation <= 0) return DayPhase.NIGHT;
  if (elevation < WARM_LIGHT_ELEVATION) {
    return clampDayProgress(dayProgress) < 0.5 ? DayPhase.MORNING : DayPhase.EVENING;
  }
  return DayPhase.MIDDAY;
}

/** Clock time for the day progress, "HH:MM" (display only; the sun follows `sunDirection`). */
export function dayProgressClock(dayProgress: number): string {
  const minutes = Math.round((FIRST_HOUR + clampDayProgress(dayProgress) * HOURS_PER_DAY_PROGRESS) * 60);
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
