import { formatDecimalInput, formatEuros, formatMessage } from '@hauskonfig/shared';
import { PLAN_PDF_MESSAGES as M } from './plan-pdf-messages.de.js';

/** The vendors are Austrian: a plan taken at 00:30 in Vienna is dated that day, not the UTC day before. */
const DAY_FORMAT = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An ISO 8601 timestamp as the day it was in Vienna, e.g. "27.11.2026". */
export function formatDay(timestamp: string): string {
  const parts = DAY_FORMAT.formatToParts(new Date(timestamp));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

/** A calendar date (YYYY-MM-DD, no time zone) as "27.11.2026". */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** An amount, or "Preis auf Anfrage" for an unknown one: never "0 €" for a price nobody set. */
export function formatPrice(cents: number | null): string {
  return cents === null ? M.priceOnRequest : formatEuros(cents);
}

/** A yearly rate, e.g. "3,5 % p. a.". */
export function formatPercentPerYear(percent: number): string {
  return formatMessage(M.percentPerYear, formatDecimalInput(percent));
}

/** Whole years, e.g. "30 Jahre". */
export function formatYears(years: number): string {
  return years === 1 ? M.oneYear : formatMessage(M.years, formatDecimalInput(years));
}

/** A number of months as years and months, e.g. "28 Jahre und 4 Monate". */
export function formatMonths(total: number): string {
  const years = Math.floor(total / 12);
  const months = total % 12;
  const monthsText = months === 1 ? M.oneMonth : formatMessage(M.months, months);
  if (years === 0) return monthsText;
  if (months === 0) return formatYears(years);
  return formatMessage(M.yearsAndMonths, formatYears(years), monthsText);
}
