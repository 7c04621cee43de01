const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A Preisstand (YYYY-MM-DD) as German text, 27.11.2026. Read as written, not as a time: a Date
 * would put midnight UTC on the day before west of Greenwich.
 */
export function formatPriceDate(day: string): string {
  const match = ISO_DAY.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}
