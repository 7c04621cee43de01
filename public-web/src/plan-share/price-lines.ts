import { formatEuros, type PriceBreakdown } from '@hauskonfig/shared';
import { dePlanShare } from '../i18n/de-plan-share';

/** One row of the price table: what it is, its amount in cents (null: "Preis auf Anfrage"). */
export interface PriceLine {
  label: string;
  note: string | null;
  cents: number | null;
}

/** An amount as the price guide shows it; an unknown one is "Preis auf Anfrage", never 0 €. */
export const amountText = (cents: number | null): string =>
  cents === null ? dePlanShare.onRequest : formatEuros(cents);

/** The rows that add up to the total: the parts of the house, then the Baunebenkosten. */
export interface PriceLines {
  parts: PriceLine[];
  extraCosts: PriceLine[];
}

/**
 * The house, the chosen stage and the Zusatzoptionen (left out when none was chosen, they add
 * nothing), then each Baunebenkosten line.
 */
export function priceLines(prices: PriceBreakdown, stageName: string | null): PriceLines {
  return {
    parts: [
      { label: dePlanShare.housePrice, note: null, cents: prices.houseCents },
      { label: dePlanShare.stagePrice(stageName), note: null, cents: prices.stageCents },
      ...(prices.optionsCents === 0
        ? []
        : [{ label: dePlanShare.optionsPrice, note: null, cents: prices.optionsCents }]),
    ],
    extraCosts: prices.extraCosts.map((line) => ({ label: line.name, note: line.note, cents: line.cents })),
  };
}
