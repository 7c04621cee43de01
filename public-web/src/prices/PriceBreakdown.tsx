import { Box, Typography } from '@mui/material';
import { dePrices } from '../i18n/de-prices';
import { extraCostLines, type PriceLine } from './price-lines';
import { PriceLineList } from './PriceLineList';
import type { PlanPrices } from './use-plan-prices';

const text = dePrices.breakdown;

/**
 * The plan's guide price: house (its "ab" price), what the stage adds, the Zusatzoptionen and
 * each Baunebenkosten line make the total (shared rule `priceBreakdown`); any unknown part shows
 * "Preis auf Anfrage", and so does the total then.
 */
export const PriceBreakdown = ({ prices }: { prices: PlanPrices }) => {
  const { breakdown, guide } = prices;
  if (prices.loading) {
    return (
      <Typography role="status" color="text.secondary">
        {dePrices.loading}
      </Typography>
    );
  }
  const lines: PriceLine[] = [
    { key: 'house', label: text.house, note: null, cents: breakdown.houseCents },
    {
      key: 'stage',
      label: prices.stageName ? `${text.stage} „${prices.stageName}“` : text.stage,
      note: prices.stageName ? null : text.noStage,
      cents: breakdown.stageCents,
    },
    { key: 'options', label: text.options, note: text.optionsCount(prices.optionCount), cents: breakdown.optionsCents },
    ...extraCostLines(breakdown.extraCosts),
  ];
  return (
    <Box>
      <PriceLineList
        lines={lines}
        total={{ label: text.total, cents: breakdown.totalCents }}
        vatNote={text.vat}
        priceDate={guide?.priceDate}
        disclaimer={guide?.disclaimer}
      />
      {prices.unavailable && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }}>
          {dePrices.unavailable}
        </Typography>
      )}
    </Box>
  );
};
