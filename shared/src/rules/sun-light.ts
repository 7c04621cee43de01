import { DEFAULT_HOUSE_HEADING, DEFAULT_SUN_LOCATION } from '../constants/sun-location.js';
import { clampDayProgress, isMoonTime } from './day-progress.js';
import { DEFAULT_SUN_DATE } from './sun-dates.js';
import {
  localClock,
  progressTime,
  sceneDirection,
  solarDay,
  type SunPosition,
  sunPositionAt,
  type SunSetting,
} from './sun-path.js';

export { SUNSET_PROGRESS } from './sun-path.js';

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

/** The sun of the spec's look: midsummer in Linz, house front to the south. */
export const DEFAULT_SUN_SETTING: SunSetting = {
  date: DEFAULT_SUN_DATE,
  location: DEFAULT_SUN_LOCATION,
  heading: DEFAULT_HOUSE_HEADING,
};

/** Sun elevation (radians) below which the light turns warm (morning and evening light). */
const WARM_LIGHT_ELEVATION = (20 * Math.PI) / 180;
/** Share of the day's highest elevation that still counts as midday (a winter sun stays low). */
const MIDDAY_SHARE = 0.6;
const MAX_SUN_INTENSITY = 3;

const WARM: [number, number, number] = [1, 0.55, 0.28];
const WHITE: [number, number, number] = [1, 0.96, 0.9];
const MOON_COLOR: [number, number, number] = [0.62, 0.7, 1];
const MOON_INTENSITY = 0.8;
/**
 * With the house front to the south the moon's light comes from high in the south-west, so the
 * house front seen from the start camera is lit; the sky turns with the heading, the moon with it.
 */
const MOON_DIRECTION = normalize([-0.35, 0.75, 0.55]);
/**
 * Where the moon's disc stands with the front to the south: low above the horizon. Its light
 * comes from high behind the viewer instead: a moon seen behind the house would leave the visible
 * walls black, and a lit facade is what the viewer is for.
 */
const MOON_DISC_DIRECTION = normalize([0.05, 0.21, -1]);

function normalize([x, y, z]: [number, number, number]): [number, number, number] {
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
}

function smoothstep(edge0: number, edge1: number, value: number): number {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

function progressInstant(dayProgress: number, sun: SunSetting): Date {
  return progressTime(clampDayProgress(dayProgress), solarDay(sun.date, sun.location));
}

/** Where the sun stands (degrees) at the day progress on the setting's date and place. */
export function sunPosition(dayProgress: number, sun: SunSetting = DEFAULT_SUN_SETTING): SunPosition {
  return sunPositionAt(progressInstant(dayProgress, sun), sun.location);
}

/**
 * Direction towards the sun in scene axes (x east, y up, z south with the house front to the
 * south; the sky turns with the house heading). Outside the day it points below the horizon.
 */
export function sunDirection(dayProgress: number, sun: SunSetting = DEFAULT_SUN_SETTING): [number, number, number] {
  return sceneDirection(sunPosition(dayProgress, sun), sun.heading);
}

/**
 * A direction of the sky as it stands with the house front to the south, turned for the heading
 * the way sceneDirection turns the sun: the scene keeps the house still and turns the sky.
 */
export function turnSky([x, y, z]: [number, number, number], heading: number): [number, number, number] {
  const angle = ((heading - DEFAULT_HOUSE_HEADING) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [x * cos + z * sin, y, z * cos - x * sin];
}

/** Unit direction towards the moon's disc, turned with the house like the sun. */
export function moonDiscDirection(sun: SunSetting = DEFAULT_SUN_SETTING): [number, number, number] {
  return turnSky(MOON_DISC_DIRECTION, sun.heading);
}

/** Sun elevation above the horizon in radians (negative at night). */
export function sunElevation(dayProgress: number, sun: SunSetting = DEFAULT_SUN_SETTING): number {
  return (sunPosition(dayProgress, sun).altitude * Math.PI) / 180;
}

/** Warm near the horizon, white when high. */
export function sunColor(dayProgress: number, sun: SunSetting = DEFAULT_SUN_SETTING): [number, number, number] {
  const t = smoothstep(0, WARM_LIGHT_ELEVATION, sunElevation(dayProgress, sun));
  return [0, 1, 2].map((i) => WARM[i] + (WHITE[i] - WARM[i]) * t) as [number, number, number];
}

/** Zero below the horizon, rising through the morning to full strength at about 20° elevation. */
export function sunIntensity(dayProgress: number, sun: SunSetting = DEFAULT_SUN_SETTING): number {
  return MAX_SUN_INTENSITY * smoothstep(-0.02, WARM_LIGHT_ELEVATION, sunElevation(dayProgress, sun));
}

/** The main light of the dynamic sky: the sun during the day, the moon at progress 1. */
export function skyLight(dayProgress: number, sun: SunSetting = DEFAULT_SUN_SETTING): SkyLight {
  if (isMoonTime(dayProgress)) {
    return { direction: turnSky(MOON_DIRECTION, sun.heading), color: MOON_COLOR, intensity: MOON_INTENSITY };
  }
  return {
    direction: sunDirection(dayProgress, sun),
    color: sunColor(dayProgress, sun),
    intensity: sunIntensity(dayProgress, sun),
  };
}

/** Strength of the sky's fill light (0..1): keeps shadows readable and the night not black. */
export function ambientLevel(dayProgress: number, sun: SunSetting = DEFAULT_SUN_SETTING): number {
  const daylight = smoothstep(-0.1, 0.35, sunElevation(dayProgress, sun));
  return isMoonTime(dayProgress) ? 0.35 : 0.25 + 0.75 * daylight;
}

export function dayPhase(dayProgress: number, sun: SunSetting = DEFAULT_SUN_SETTING): DayPhase {
  const time = progressInstant(dayProgress, sun);
  const { altitude } = sunPositionAt(time, sun.location);
  if (isMoonTime(dayProgress) || altitude <= 0) return DayPhase.NIGHT;
  const day = solarDay(sun.date, sun.location);
  const noon = new Date((day.sunrise.getTime() + day.sunset.getTime()) / 2);
  const midday = Math.min(20, sunPositionAt(noon, sun.location).altitude * MIDDAY_SHARE);
  if (altitude < midday) return time < noon ? DayPhase.MORNING : DayPhase.EVENING;
  return DayPhase.MIDDAY;
}

/** Local clock time "HH:MM" at the setting's place for the day progress. */
export function dayProgressClock(dayProgress: number, sun: SunSetting = DEFAULT_SUN_SETTING): string {
  return localClock(progressInstant(dayProgress, sun), sun.location.timeZone);
}
