import { formatMessage, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { required, type Validator } from 'react-admin';
import { AMOUNT_MESSAGES } from '../forms/amount-messages.de';
import { euroAmount } from '../forms/euro-amount';
import { PRICE_LABELS } from './messages.de';

/*
 * Client-side checks of the price page, so mistakes show at the field before saving; the API
 * checks again and its field errors land at the same inputs. Module level, since react-admin
 * re-registers inputs whose validators change identity.
 */

const requiredField = (label: string) => required(formatMessage(VALIDATION_MESSAGES.required, label));

/** The API trims texts, so blanks alone count as empty too. */
const notBlank =
  (label: string): Validator =>
  (value: unknown) =>
    typeof value === 'string' && value.trim() === '' ? formatMessage(VALIDATION_MESSAGES.required, label) : undefined;

/** A rate such as 3,5 or 3,875 (decimal comma or point), not negative. */
const PERCENT = /^\d+(?:[.,]\d{1,3})?$/;

const percent: Validator = (value: unknown) =>
  typeof value !== 'string' || value.trim() === '' || PERCENT.test(value.trim())
    ? undefined
    : AMOUNT_MESSAGES.invalidPercent;

/** The financing example works out at most 50 years (shared financingExample). */
const MAX_TERM_YEARS = 50;

const years: Validator = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const trimmed = value.trim();
  const count = Number(trimmed);
  return /^\d+$/.test(trimmed) && count >= 1 && count <= MAX_TERM_YEARS ? undefined : AMOUNT_MESSAGES.invalidYears;
};

export const PRICE_VALIDATION = {
  disclaimer: [requiredField(PRICE_LABELS.disclaimer), notBlank(PRICE_LABELS.disclaimer)],
  name: [requiredField(PRICE_LABELS.name), notBlank(PRICE_LABELS.name)],
  // Empty: "Preis auf Anfrage" on every plot, as everywhere a price can be left open.
  fixedCents: [euroAmount],
  equityCents: [requiredField(PRICE_LABELS.equityCents), euroAmount],
  interestPercent: [requiredField(PRICE_LABELS.interestPercent), percent],
  termYears: [requiredField(PRICE_LABELS.termYears), years],
  repaymentPercent: [percent],
} satisfies Record<string, Validator[]>;
