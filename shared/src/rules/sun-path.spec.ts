import { DEFAULT_SUN_LOCATION } from '../constants/sun-location.js';
import { SunDatePreset } from '../enums/sun-date-preset.js';
import { sunDateOf } from './sun-dates.js';
import { localClock, progressTime, sceneDirection, solarDay, sunPositionAt, SUNSET_PROGRESS } from './sun-path.js';

const LINZ = DEFAULT_SUN_LOCATION;
const JUNE = sunDateOf(SunDatePreset.SUMMER);
const DECEMBER = sunDateOf(SunDatePreset.WINTER);
const length = ([x, y, z]: number[]) => Math.hypot(x, y, z);
const noonOf = (date: string) => {
  const day = solarDay(date, LINZ);
  return new Date((day.sunrise.getTime() + day.sunset.getTime()) / 2);
};

describe('solarDay (suncalc, Linz)', () => {
  it('has the long June and the short December day in local time', () => {
    const june = solarDay(JUNE, LINZ);
    expect(localClock(june.sunrise, LINZ.timeZone)).toBe('05:01');
    expect(localClock(june.sunset, LINZ.timeZone)).toBe('21:07');
    const december = solarDay(DECEMBER, LINZ);
    expect(localClock(december.sunrise, LINZ.timeZone)).toBe('07:51');
    expect(localClock(december.sunset, LINZ.timeZone)).toBe('16:10');
    expect(december.nightfall.getTime()).toBeGreaterThan(december.sunset.getTime());
  });
});

describe('sun position', () => {
  it('stands high in the south at noon in June and low in December', () => {
    const june = sunPositionAt(noonOf(JUNE), LINZ);
    expect(june.altitude).toBeCloseTo(65.1, 0);
    expect(june.azimuth).toBeCloseTo(180, 0);
    const december = sunPositionAt(noonOf(DECEMBER), LINZ);
    expect(december.altitude).toBeCloseTo(18.3, 0);
    expect(december.azimuth).toBeCloseTo(180, 0);
  });

  it('rises in the east-north-east in June and in the south-east in December', () => {
    const june = sunPositionAt(solarDay(JUNE, LINZ).sunrise, LINZ);
    expect(june.azimuth).toBeGreaterThan(45);
    expect(june.azimuth).toBeLessThan(67.5);
    const december = sunPositionAt(solarDay(DECEMBER, LINZ).sunrise, LINZ);
    expect(december.azimuth).toBeGreaterThan(112.5);
    expect(december.azimuth).toBeLessThan(135);
  });
});

describe('progressTime', () => {
  const day = solarDay(JUNE, LINZ);

  it('starts just after sunrise, reaches sunset at SUNSET_PROGRESS and nightfall at 1', () => {
    expect(progressTime(0, day).getTime()).toBeGreaterThan(day.sunrise.getTime());
    expect(progressTime(0, day).getTime() - day.sunrise.getTime()).toBeLessThan(60 * 60_000);
    expect(progressTime(SUNSET_PROGRESS, day)).toEqual(day.sunset);
    expect(progressTime(1, day)).toEqual(day.nightfall);
  });

  it('runs forward through the day', () => {
    const times = [0, 0.2, 0.4, 0.6, 0.9, 0.95, 1].map((progress) => progressTime(progress, day).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe('sceneDirection', () => {
  it('is x east, y up, z south with the house front to the south', () => {
    const [x, y, z] = sceneDirection({ altitude: 0, azimuth: 90 }, 180);
    expect([x, y, z].map((value) => Math.round(value * 1e9) / 1e9)).toEqual([1, 0, 0]);
    const [, up, south] = sceneDirection({ altitude: 30, azimuth: 180 }, 180);
    expect(up).toBeCloseTo(0.5, 10);
    expect(south).toBeCloseTo(Math.cos(Math.PI / 6), 10);
  });

  it('is a unit vector', () => {
    expect(length(sceneDirection({ altitude: 41, azimuth: 233 }, 75))).toBeCloseTo(1, 10);
  });

  it('puts the sun behind the house when the house turns by 180°', () => {
    const noon = sunPositionAt(noonOf(JUNE), LINZ);
    const [x, y, z] = sceneDirection(noon, 180);
    const [turnedX, turnedY, turnedZ] = sceneDirection(noon, 0);
    expect(z).toBeGreaterThan(0.3);
    expect(turnedZ).toBeCloseTo(-z, 10);
    expect(turnedX).toBeCloseTo(-x, 10);
    expect(turnedY).toBeCloseTo(y, 10);
  });

  it('lights the front in the morning when the front faces east', () => {
    const morning = sunPositionAt(progressTime(0.1, solarDay(JUNE, LINZ)), LINZ);
    expect(sceneDirection(morning, 90)[2]).toBeGreaterThan(0.5);
  });
});
