import { parseDecimal } from '@hauskonfig/shared';
import type { Validator } from 'react-admin';
import { AMOUNT_MESSAGES } from './amount-messages.de';

/**
 * Euro amounts as staff type them: whole euros with at most two decimals ("289000", "289000,50").
 * Thousands separators are refused (parseDecimal's rule): in "289.000" the dot could be either.
 * The conversion to cents works on the digits, not on floats, so 289000,50 € is exactly 28900050.
 */
const EUROS = /^\+?(\d+)(?:[.,](\d{1,2}))?$/;

/** Empty text is no amount (null, "Preis auf Anfrage"); anything else is cents or an error. */
export type EuroParse = { cents: number | null; error?: undefined } | { cents?: undefined; error: string };

export function parseEuros(text: string): EuroParse {
  const trimmed = text.trim();
  if (trimmed === '') return { cents: null };
  const number = parseDecimal(trimmed);
  if (number === null) return { error: AMOUNT_MESSAGES.invalidEuros };
  if (number < 0) return { error: AMOUNT_MESSAGES.negativeEuros };
  const match = EUROS.exec(trimmed);
  if (!match) return { error: AMOUNT_MESSAGES.invalidEuros };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? { cents } : { error: AMOUNT_MESSAGES.invalidEuros };
}

/** Cents as the input shows them for editing: no grouping, a decimal comma only for cents ("289000,50"). */
export function formatEuroInput(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, '0')}`;
}

/**
 * An amount input's value: stored cents (a number) until staff edit it, then the typed text, which
 * stays text so a trailing comma is not swallowed while typing.
 */
export const euroInputText = (value: unknown): string =>
  typeof value === 'number' ? formatEuroInput(value) : typeof value === 'string' ? value : '';

/** The cents of an amount input's value; null when empty (or not an amount, which validation stops first). */
export function centsValue(value: unknown): number | null {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? (parseEuros(value).cents ?? null) : null;
}

/** Validator of an optional euro input (empty: no price). */
export const euroAmount: Validator = (value: unknown) =>
  typeof value === 'string' ? parseEuros(value).error : undefined;
