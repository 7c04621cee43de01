import { DEFAULT_DAY_PROGRESS } from '../constants/day-progress.js';
import { clampDayProgress, isMoonTime, shiftDayProgress } from './day-progress.js';

describe('clampDayProgress', () => {
  it.each([
    [0, 0],
    [0.4, 0.4],
    [1, 1],
    [-0.1, 0],
    [1.5, 1],
    [Number.POSITIVE_INFINITY, 1],
    [Number.NEGATIVE_INFINITY, 0],
    [Number.NaN, DEFAULT_DAY_PROGRESS],
  ])('%p → %p', (value, expected) => {
    expect(clampDayProgress(value)).toBe(expected);
  });
});

describe('shiftDayProgress', () => {
  it.each([
    [0.4, 0.1, 0.5],
    [0.4, -0.1, 0.3],
    [0.9, 0.1, 1],
    [0.5, 0.5, 1],
    [1, 0.1, 0.1],
    [0.9, 0.2, 0.1],
    [0, -0.1, 0.9],
    [0.1, -0.2, 0.9],
    [0.1, -0.1, 0],
    [0, 0, 0],
    [1, 0, 1],
    [0.5, 1, 0.5],
    [0.5, 1.5, 1],
    [0.5, 10.3, 0.8],
    [0.5, -1, 0.5],
    [0.5, -1.5, 0],
    [0.5, -10.7, 0.8],
    [0.7, 0.1, 0.8],
    [0.1, 0.2, 0.3],
  ])('%p shifted by %p → %p', (value, delta, expected) => {
    expect(shiftDayProgress(value, delta)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(shiftDayProgress(0.1, -0.1), 0)).toBe(true);
    expect(Object.is(shiftDayProgress(0.5, -1.5), 0)).toBe(true);
  });

  it('stays within [0, 1] over many small steps', () => {
    let value = DEFAULT_DAY_PROGRESS;
    for (let i = 0; i < 1000; i += 1) {
      value = shiftDayProgress(value, 0.03);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    // 1000 × 0.03 = 30 full days, so the walk ends where it began.
    expect(value).toBe(DEFAULT_DAY_PROGRESS);
  });

  it('clamps the start value first', () => {
    expect(shiftDayProgress(5, 0.1)).toBe(0.1);
    expect(shiftDayProgress(-5, 0.1)).toBe(0.1);
    expect(shiftDayProgress(Number.NaN, 0.1)).toBe(0.5);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'ignores a non-finite delta %p',
    (delta) => {
      expect(shiftDayProgress(0.3, delta)).toBe(0.3);
    },
  );
});

describe('isMoonTime', () => {
  it.each([
    [1, true],
    [1.2, true],
    [0.999999, false],
    [0, false],
    [DEFAULT_DAY_PROGRESS, false],
    [Number.NaN, false],
  ])('%p → %p', (value, expected) => {
    expect(isMoonTime(value)).toBe(expected);
  });
});
