import {
  formatDecimalInput,
  formatEuroAmountInput,
  hasAtMostDecimals,
  parseDecimal,
  parseEuroAmount,
  type EuroAmountError,
  type FinancingDefaults,
  type FinancingInput,
} from '@hauskonfig/shared';
import { dePrices } from '../i18n/de-prices';

export type FinancingField = 'equity' | 'interest' | 'term' | 'repayment';

/** The calculator's fields as typed (German decimals), kept as text so nothing typed is lost. */
export type FinancingTexts = Record<FinancingField, string>;

type FinancingErrors = Partial<Record<FinancingField, string>>;

export type FinancingParse = { values: FinancingDefaults; errors: null } | { values: null; errors: FinancingErrors };

/** Highest interest and initial repayment the example takes, in percent per year. */
const MAX_PERCENT = 20;
/** The API's bounds of a rate (FinancingDefaultsDto): a plan the form accepts is never refused when saved or sent. */
const MIN_REPAYMENT_PERCENT = 0.1;
const PERCENT_DECIMALS = 3;
const TERM_YEARS = { min: 1, max: 50 };

const errors = dePrices.financing.errors;

/** The fields as the form first shows them: the stored values written the German way. */
export function financingTexts(values: FinancingDefaults): FinancingTexts {
  return {
    equity: formatEuroAmountInput(values.equityCents),
    interest: formatDecimalInput(values.interestPercent),
    term: formatDecimalInput(values.termYears),
    repayment: values.repaymentPercent === null ? '' : formatDecimalInput(values.repaymentPercent),
  };
}

/** A typed number, or the German reason it is none; negative numbers are refused for every field. */
function numberOf(text: string): number | string {
  if (text.trim() === '') return errors.required;
  const value = parseDecimal(text);
  if (value === null) return errors.notANumber;
  return value < 0 ? errors.negative : value;
}

const amountErrors: Record<EuroAmountError, string> = {
  empty: errors.required,
  invalid: errors.notAnAmount,
  ambiguous: errors.ambiguousAmount,
  negative: errors.negative,
};

/** Euros typed the German way ("120.000", "120.000,50 €"), in cents; what is unclear is refused, never guessed. */
function centsOf(text: string): number | string {
  const amount = parseEuroAmount(text);
  return amount.error === undefined ? amount.cents : amountErrors[amount.error];
}

/** The equity as the field shows it once left: "120000 €" becomes "120.000"; anything refused stays as typed. */
export function tidyEquity(text: string): string {
  const amount = parseEuroAmount(text);
  return amount.error === undefined ? formatEuroAmountInput(amount.cents) : text;
}

function termOf(text: string): number | string {
  const years = numberOf(text);
  if (typeof years === 'string') return years;
  if (years < TERM_YEARS.min || years > TERM_YEARS.max) return errors.termRange;
  return Number.isInteger(years) ? years : errors.wholeYears;
}

/** A rate with at most three decimals, as the API takes it. */
function percentOf(text: string): number | string {
  const percent = numberOf(text);
  return typeof percent === 'number' && !hasAtMostDecimals(percent, PERCENT_DECIMALS)
    ? errors.percentDecimals
    : percent;
}

function interestOf(text: string): number | string {
  const percent = percentOf(text);
  return typeof percent === 'number' && percent > MAX_PERCENT ? errors.interestTooHigh : percent;
}

/** Optional: empty means the loan is paid off over the term. */
function repaymentOf(text: string): number | null | string {
  if (text.trim() === '') return null;
  const percent = percentOf(text);
  if (typeof percent === 'string') return percent;
  return percent >= MIN_REPAYMENT_PERCENT && percent <= MAX_PERCENT ? percent : errors.repaymentRange;
}

/** The typed fields as the example's inputs, or a German message for every field that is wrong. */
export function parseFinancing(texts: FinancingTexts): FinancingParse {
  const equity = centsOf(texts.equity);
  const interest = interestOf(texts.interest);
  const term = termOf(texts.term);
  const repayment = repaymentOf(texts.repayment);
  if (
    typeof equity === 'number' &&
    typeof interest === 'number' &&
    typeof term === 'number' &&
    typeof repayment !== 'string'
  ) {
    return {
      values: {
        equityCents: equity,
        interestPercent: interest,
        termYears: term,
        repaymentPercent: repayment,
      },
      errors: null,
    };
  }
  const found: FinancingErrors = {};
  if (typeof equity === 'string') found.equity = equity;
  if (typeof interest === 'string') found.interest = interest;
  if (typeof term === 'string') found.term = term;
  if (typeof repayment === 'string') found.repayment = repayment;
  return { values: null, errors: found };
}

/** The shared rule's input: the plan's total guide price and the visitor's values. */
export const financingInputOf = (values: FinancingDefaults, totalCents: number): FinancingInput => ({
  totalCents,
  ...values,
});

/** Months until paid off as German reads them: "23 Jahren und 4 Monaten" (after "Getilgt nach"). */
export function payoffText(months: number, maxMonths = TERM_YEARS.max * 12): string {
  const text = dePrices.financing;
  if (months >= maxMonths) return text.notWithinMaxTerm;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (rest === 0) return text.years(years);
  if (years === 0) return text.months(rest);
  return text.yearsAndMonths(text.years(years), text.months(rest));
}
