import type { PriceBreakdown } from '@hauskonfig/shared';
import { dePlanShare } from '../i18n/de-plan-share';
import { extraCostLines, type PriceLine } from '../prices/price-lines';

/**
 * The lines of a sent or shared plan's price: the house, the chosen stage and the Zusatzoptionen
 * (left out when none was chosen, they add nothing), then each Baunebenkosten line.
 */
export function priceLines(prices: PriceBreakdown, stageName: string | null): PriceLine[] {
  return [
    { key: 'house', label: dePlanShare.housePrice, note: null, cents: prices.houseCents },
    { key: 'stage', label: dePlanShare.stagePrice(stageName), note: null, cents: prices.stageCents },
    ...(prices.optionsCents === 0
      ? []
      : [{ key: 'options', label: dePlanShare.optionsPrice, note: null, cents: prices.optionsCents }]),
    ...extraCostLines(prices.extraCosts),
  ];
}
