import { getPosition, getTimes } from 'suncalc';
import type { SunLocation } from '../constants/sun-location.js';

/** A calendar day at the location, "YYYY-MM-DD". */
export type SunDate = string;

/** The sun as seen from the plot: degrees above the horizon and clockwise from north. */
export interface SunPosition {
  altitude: number;
  azimuth: number;
}

/** What fixes the sun in the viewer besides the day progress. */
export interface SunSetting {
  date: SunDate;
  location: SunLocation;
  /** Compass direction the house front faces, degrees clockwise from north. */
  heading: number;
}

/** The instants of one day the day progress is laid onto. */
export interface SolarDay {
  sunrise: Date;
  sunset: Date;
  /** Nautical dusk (sun 12° below the horizon): the sky is dark, the stars are out. */
  nightfall: Date;
}

/**
 * Day progress where the sun crosses the horizon (spec mapping kept): sunrise lies just before 0,
 * so the first value already shows low morning light; sunset at 0.9, night falls until 1.
 */
const SUNRISE_PROGRESS = -0.05;
export const SUNSET_PROGRESS = 0.9;

const HOUR_MS = 3_600_000;
const DEG = Math.PI / 180;

/** Noon (UTC, shifted by the longitude) of the date: suncalc picks the solar day nearest to it. */
function middayOf(date: SunDate, location: SunLocation): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12) - (location.longitude / 15) * HOUR_MS);
}

/** Sunrise, sunset and nightfall; far north (polar day or white nights) falls back to fixed hours. */
export function solarDay(date: SunDate, location: SunLocation): SolarDay {
  const times = getTimes(middayOf(date, location), location.latitude, location.longitude);
  const noon = times.solarNoon.getTime();
  const sunrise = times.sunrise ?? new Date(noon - 6 * HOUR_MS);
  const sunset = times.sunset ?? new Date(noon + 6 * HOUR_MS);
  const nightfall = times.nauticalDusk ?? new Date(sunset.getTime() + 1.5 * HOUR_MS);
  return { sunrise, sunset, nightfall };
}

/**
 * The instant a day progress (already clamped to 0..1) stands for: 0..0.9 runs evenly from just
 * after sunrise to sunset, 0.9..1 from sunset to nightfall (1 shows the moon).
 */
export function progressTime(progress: number, day: SolarDay): Date {
  if (progress <= SUNSET_PROGRESS) {
    const share = (progress - SUNRISE_PROGRESS) / (SUNSET_PROGRESS - SUNRISE_PROGRESS);
    return new Date(day.sunrise.getTime() + share * (day.sunset.getTime() - day.sunrise.getTime()));
  }
  const share = (progress - SUNSET_PROGRESS) / (1 - SUNSET_PROGRESS);
  return new Date(day.sunset.getTime() + share * (day.nightfall.getTime() - day.sunset.getTime()));
}

export function sunPositionAt(time: Date, location: SunLocation): SunPosition {
  const { altitude, azimuth } = getPosition(time, location.latitude, location.longitude);
  return { altitude, azimuth };
}

/**
 * Unit vector towards the sun in scene axes (x right, y up, z towards the start camera). The scene
 * keeps the house front towards +z, so the sky turns instead of the house: a bearing equal to the
 * heading lands on +z; with the default heading (south) x is east and z south.
 */
export function sceneDirection({ altitude, azimuth }: SunPosition, heading: number): [number, number, number] {
  const relative = (azimuth - heading) * DEG;
  const across = Math.cos(altitude * DEG);
  return [-Math.sin(relative) * across, Math.sin(altitude * DEG), Math.cos(relative) * across];
}

/** Local clock time "HH:MM" at the location (its summer time included). */
export function localClock(time: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('de-AT', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    time,
  );
}
