const DAY_MS = 24 * 60 * 60 * 1000;

export interface WeekCount {
  /** Monday 00:00 local time. */
  start: Date;
  /** ISO 8601 calendar week (KW). */
  week: number;
  count: number;
}

/** Monday 00:00 (local time) of the week that contains the date. */
function weekStart(date: Date): Date {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return day;
}

/** ISO 8601 week number: the week with the year's first Thursday is week 1. */
function isoWeek(date: Date): number {
  const day = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
}

/** Requests created per week over the last `weeks` weeks, oldest first, the current week last. */
export function weeklyCounts(createdAts: string[], now: Date, weeks = 8): WeekCount[] {
  const current = weekStart(now);
  const buckets = Array.from({ length: weeks }, (_, index) => {
    const start = new Date(current);
    start.setDate(current.getDate() - 7 * (weeks - 1 - index));
    return { start, week: isoWeek(start), count: 0 };
  });
  const byStart = new Map(buckets.map((bucket) => [bucket.start.getTime(), bucket]));
  for (const createdAt of createdAts) {
    const created = new Date(createdAt);
    if (Number.isNaN(created.getTime())) continue;
    const bucket = byStart.get(weekStart(created).getTime());
    if (bucket) bucket.count += 1;
  }
  return buckets;
}
