/** Why a typed amount was not taken: nothing typed, not an amount, an unclear way of writing it, below zero. */
export type EuroAmountError = 'empty' | 'invalid' | 'ambiguous' | 'negative';

export type EuroAmountParse = { cents: number; error?: undefined } | { cents?: undefined; error: EuroAmountError };

/** Spaces of any kind: the no-break and narrow no-break spaces come with copied amounts. */
const SPACES = /[\s\u00a0\u202f]+/g;
const MINUS = /^[-\u2212]/;
/** Only digits and the characters a German amount is written with. */
const AMOUNT_CHARACTERS = /^[\d., ]+$/;
/** Whole euros: plain digits, or groups of three after dots ("120.000") or after spaces ("120 000"). */
const WHOLE_EUROS = /^(?:\d+|\d{1,3}(?:\.\d{3})+|\d{1,3}(?: \d{3})+)$/;
/** Cents after the decimal comma: one or two digits ("120.000,5", "120.000,50"). */
const CENTS = /^\d{1,2}$/;

/**
 * A euro amount typed the German way, in whole cents: dots or spaces between thousands, a comma
 * before the cents, a "€" anywhere ("120.000", "120 000 €", "120.000,50"). What could be read two
 * ways is refused rather than guessed: "120.00" and "1.5" (a dot not before three digits),
 * "120,000" (three digits after the comma: thousands elsewhere, but no cents), "1,2,3".
 * Worked out on the digits, so 120.000,10 € is exactly 12000010 cents.
 */
export function parseEuroAmount(text: string): EuroAmountParse {
  const cleaned = text.replace(/€/g, ' ').replace(SPACES, ' ').trim();
  if (cleaned === '') return { error: 'empty' };
  const unsigned = cleaned.replace(MINUS, '').trim();
  if (!AMOUNT_CHARACTERS.test(unsigned)) return { error: 'invalid' };
  const [whole = '', fraction, ...more] = unsigned.split(',');
  if (more.length > 0 || !WHOLE_EUROS.test(whole.trim()) || (fraction !== undefined && !CENTS.test(fraction))) {
    return { error: 'ambiguous' };
  }
  const cents = Number(whole.replace(/\D/g, '')) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return { error: 'invalid' };
  return MINUS.test(cleaned) && cents > 0 ? { error: 'negative' } : { cents };
}

/** Cents as an amount field shows them once typed: dots between thousands, cents only when there are any ("120.000,50"). */
export function formatEuroAmountInput(cents: number): string {
  const euros = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const rest = cents % 100;
  return rest === 0 ? euros : `${euros},${String(rest).padStart(2, '0')}`;
}
