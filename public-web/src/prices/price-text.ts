import { formatEuros, fromPrice } from '@hauskonfig/shared';
import { dePrices } from '../i18n/de-prices';

/** An amount, or "Preis auf Anfrage" for one not set: never "0 €" for an unknown price. */
export const priceText = (cents: number | null | undefined): string =>
  typeof cents === 'number' ? formatEuros(cents) : dePrices.onRequest;

/** A house's "ab 289.000 €": its lowest stage price, or "Preis auf Anfrage". */
export function fromPriceText(stagePrices: Readonly<Record<string, number | null | undefined>> | undefined): string {
  const cents = fromPrice(stagePrices ?? {});
  return cents === null ? dePrices.onRequest : dePrices.from(formatEuros(cents));
}

/** A stage's "Richtpreis 345.000 €" for the chosen house, or "Preis auf Anfrage". */
export const stagePriceText = (cents: number | null | undefined): string =>
  typeof cents === 'number' ? dePrices.guidePrice(formatEuros(cents)) : dePrices.onRequest;

/** A Zusatzoption's "+ 12.500 €", or "Preis auf Anfrage". */
export const surchargeText = (cents: number | null | undefined): string =>
  typeof cents === 'number' ? dePrices.surcharge(formatEuros(cents)) : dePrices.onRequest;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The Preisstand as German dates read, "01.11.2026", from the API's YYYY-MM-DD; any other text as
 * it came. Read as written: as a Date it would be midnight UTC, the day before west of Greenwich.
 */
export function priceDateText(date: string): string {
  const match = ISO_DAY.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date;
}
