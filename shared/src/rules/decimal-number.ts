/** Digits with at most one decimal separator: "132,5" as German staff type it, "132.5" as copied from elsewhere. */
const DECIMAL = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * A number typed into a German form, or null when the text is none. Thousands separators are not
 * accepted: in "1.250" the dot could mean either, and a wrong guess would store a thousandfold area.
 */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed.replace(',', '.')) : null;
}

/** A number as a German input field shows it for editing: decimal comma, no grouping ("1250,5"). */
export function formatDecimalInput(value: number): string {
  return String(value).replace('.', ',');
}

/**
 * A finite number with at most `places` decimals, judged by its value, not its text: `String(1e-7)`
 * is "1e-7", which has no decimal point to count (class-validator's `maxDecimalPlaces` threw on it).
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(places)) === value;
}
