import { SunDatePreset } from '../enums/sun-date-preset.js';
import { sunDateOf } from './sun-dates.js';
import {
  ambientLevel,
  DEFAULT_SUN_SETTING,
  DayPhase,
  dayPhase,
  dayProgressClock,
  moonDiscDirection,
  skyLight,
  sunColor,
  sunDirection,
  sunElevation,
  sunIntensity,
  SUNSET_PROGRESS,
  turnSky,
} from './sun-light.js';

const DEG = 180 / Math.PI;
const WINTER = { ...DEFAULT_SUN_SETTING, date: sunDateOf(SunDatePreset.WINTER) };
const length = ([x, y, z]: number[]) => Math.hypot(x, y, z);

describe('sunDirection', () => {
  it.each([0, 0.2, 0.4, 0.7, 0.95, 1])('is a unit vector at %p', (progress) => {
    expect(length(sunDirection(progress))).toBeCloseTo(1, 10);
  });

  it('rises in the east, culminates high in the south and sets in the north-west in June', () => {
    const [eastX] = sunDirection(0);
    expect(eastX).toBeGreaterThan(0.5);
    const elevations = [0.3, 0.35, 0.4, 0.425, 0.45, 0.5].map((progress) => sunElevation(progress) * DEG);
    expect(Math.max(...elevations)).toBeGreaterThan(64);
    const [, , noonZ] = sunDirection(0.425);
    expect(noonZ).toBeGreaterThan(0.3);
    const [westX, horizonY, northZ] = sunDirection(SUNSET_PROGRESS);
    expect(westX).toBeLessThan(-0.7);
    expect(horizonY).toBeCloseTo(0, 1);
    expect(northZ).toBeLessThan(0);
  });

  it('stays low in December and turns with the house', () => {
    expect(sunElevation(0.425, WINTER) * DEG).toBeLessThan(19);
    const turned = { ...DEFAULT_SUN_SETTING, heading: 0 };
    expect(sunDirection(0.425, turned)[2]).toBeCloseTo(-sunDirection(0.425)[2], 10);
  });

  it('clamps values outside 0..1 like the day progress itself', () => {
    expect(sunDirection(-3)).toEqual(sunDirection(0));
    expect(sunDirection(7)).toEqual(sunDirection(1));
  });
});

describe('sunElevation', () => {
  it('is low in the morning, highest at noon and below the horizon after sunset', () => {
    expect(sunElevation(0) * DEG).toBeGreaterThan(0);
    expect(sunElevation(0) * DEG).toBeLessThan(15);
    expect(sunElevation(0.4)).toBeGreaterThan(sunElevation(0.1));
    expect(sunElevation(0.95)).toBeLessThan(0);
  });
});

describe('sun colour and intensity', () => {
  it('is warm in the morning and evening and white at noon', () => {
    const [morningR, morningG, morningB] = sunColor(0);
    expect(morningR).toBeGreaterThan(morningG);
    expect(morningG).toBeGreaterThan(morningB);
    const [noonR, noonG, noonB] = sunColor(0.425);
    expect(noonR - noonB).toBeLessThan(0.15);
    expect(noonG).toBeGreaterThan(0.9);
    expect(sunColor(0.85)[2]).toBeLessThan(noonB);
  });

  it('is dim at sunrise, full at noon and off at night', () => {
    expect(sunIntensity(0)).toBeGreaterThan(0);
    expect(sunIntensity(0)).toBeLessThan(sunIntensity(0.4));
    expect(sunIntensity(0.4)).toBeCloseTo(3, 6);
    expect(sunIntensity(0.95)).toBe(0);
  });
});

describe('skyLight', () => {
  it('follows the sun during the day', () => {
    expect(skyLight(0.4)).toEqual({ direction: sunDirection(0.4), color: sunColor(0.4), intensity: sunIntensity(0.4) });
  });

  it('is the moon at 1: pale blue, from above, weaker than the sun', () => {
    const moon = skyLight(1);
    expect(moon.direction[1]).toBeGreaterThan(0.5);
    expect(length(moon.direction)).toBeCloseTo(1, 10);
    expect(moon.color[2]).toBeGreaterThan(moon.color[0]);
    expect(moon.intensity).toBeGreaterThan(0);
    expect(moon.intensity).toBeLessThan(sunIntensity(0.4));
  });

  it('turns the moon with the house like the sun', () => {
    const turned = { ...DEFAULT_SUN_SETTING, heading: 75 };
    const expectClose = (actual: number[], expected: number[]) =>
      actual.forEach((axis, index) => expect(axis).toBeCloseTo(expected[index], 10));
    // The sky turned by turnSky is the sky sceneDirection draws for that heading.
    expectClose(turnSky(sunDirection(0.3), 75), sunDirection(0.3, turned));
    expectClose(skyLight(1, turned).direction, turnSky(skyLight(1).direction, 75));
    expectClose(moonDiscDirection(turned), turnSky(moonDiscDirection(), 75));
    expect(moonDiscDirection(turned)[0]).not.toBeCloseTo(moonDiscDirection()[0], 2);
  });

  it('is dark just before the moon rises', () => {
    expect(skyLight(0.97).intensity).toBe(0);
  });
});

describe('ambientLevel', () => {
  it('is brightest by day and never black', () => {
    expect(ambientLevel(0.4)).toBeCloseTo(1, 2);
    expect(ambientLevel(0.97)).toBeGreaterThan(0);
    expect(ambientLevel(1)).toBeGreaterThan(ambientLevel(0.97));
    expect(ambientLevel(0.4)).toBeGreaterThan(ambientLevel(1));
  });
});

describe('dayPhase', () => {
  it.each([
    [0, DayPhase.MORNING],
    [0.05, DayPhase.MORNING],
    [0.4, DayPhase.MIDDAY],
    [0.4, DayPhase.MIDDAY, WINTER],
    [0.85, DayPhase.EVENING, WINTER],
    [0.85, DayPhase.EVENING],
    [0.95, DayPhase.NIGHT],
    [1, DayPhase.NIGHT],
  ])('%p → %p', (progress, phase, sun = DEFAULT_SUN_SETTING) => {
    expect(dayPhase(progress, sun)).toBe(phase);
  });
});

describe('dayProgressClock', () => {
  it.each([
    [0, '05:52'],
    [0.4, '12:39'],
    [SUNSET_PROGRESS, '21:07'],
    [1, '22:48'],
    [1.5, '22:48'],
  ])('shows local summer time in June: %p → %p', (progress, clock) => {
    expect(dayProgressClock(progress)).toBe(clock);
  });

  it('shows local winter time in December', () => {
    expect(dayProgressClock(SUNSET_PROGRESS, WINTER)).toBe('16:10');
  });
});
