import { describe, expect, it } from 'vitest';
import { isoWeek, weeklyCounts, weekStart } from './weekly-counts';

describe('weekStart', () => {
  it('is Monday 00:00 of the date’s week', () => {
    expect(weekStart(new Date(2026, 10, 27, 15, 30))).toEqual(new Date(2026, 10, 23));
    expect(weekStart(new Date(2026, 10, 29, 23, 59))).toEqual(new Date(2026, 10, 23));
    expect(weekStart(new Date(2026, 10, 23))).toEqual(new Date(2026, 10, 23));
  });
});

describe('isoWeek', () => {
  it('counts the week with the year’s first Thursday as week 1', () => {
    expect(isoWeek(new Date(2026, 0, 1))).toBe(1);
    expect(isoWeek(new Date(2027, 0, 1))).toBe(53);
    expect(isoWeek(new Date(2024, 11, 30))).toBe(1);
    expect(isoWeek(new Date(2026, 10, 27))).toBe(48);
  });
});

describe('weeklyCounts', () => {
  const now = new Date(2026, 10, 27, 12);

  it('has one bucket per week, oldest first, the current week last', () => {
    const weeks = weeklyCounts([], now, 3);
    expect(weeks.map((week) => [week.start, week.week, week.count])).toEqual([
      [new Date(2026, 10, 9), 46, 0],
      [new Date(2026, 10, 16), 47, 0],
      [new Date(2026, 10, 23), 48, 0],
    ]);
  });

  it('counts each request in the week it was created; older and unreadable dates are left out', () => {
    const created = [
      new Date(2026, 10, 23, 0, 5).toISOString(),
      new Date(2026, 10, 27, 9).toISOString(),
      // A Sunday evening still belongs to the week that began on the Monday before.
      new Date(2026, 10, 15, 23).toISOString(),
      new Date(2026, 9, 1).toISOString(),
      'kein Datum',
    ];
    expect(weeklyCounts(created, now).map((week) => week.count)).toEqual([0, 0, 0, 0, 0, 1, 0, 2]);
  });
});
