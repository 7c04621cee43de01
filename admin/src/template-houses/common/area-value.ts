import { formatDecimalInput, parseDecimal } from '@hauskonfig/shared';

/**
 * The living area as the form holds it: the stored number until staff edit it, then the text
 * they typed ("132,5"), which stays text while typing so a trailing comma is not swallowed.
 */
export function areaValue(value: unknown): number | null {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? parseDecimal(value) : null;
}

/** What the input shows: a stored area with a decimal comma, typed text as it is. */
export const formatAreaInput = (value: unknown): string =>
  typeof value === 'number' ? formatDecimalInput(value) : typeof value === 'string' ? value : '';
