import { Box, Typography } from '@mui/material';
import { Fragment } from 'react';
import { dePrices } from '../i18n/de-prices';
import { priceDateText, priceText } from './price-text';
import type { PlanPrices } from './use-plan-prices';

const text = dePrices.breakdown;

interface Line {
  key: string;
  label: string;
  note?: string | null;
  cents: number | null;
}

/** One part of the price: its name (and note) as the term, the amount as its description. */
const PriceLine = ({ line, total = false }: { line: Line; total?: boolean }) => (
  <Fragment>
    <Box
      component="dt"
      sx={{ py: 0.75, borderTop: total ? 2 : 0, borderColor: 'text.primary', fontWeight: total ? 700 : 400 }}
    >
      <span>{line.label}</span>
      {line.note && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {line.note}
        </Typography>
      )}
    </Box>
    <Box
      component="dd"
      data-price={line.key}
      sx={{
        m: 0,
        py: 0.75,
        pl: 2,
        textAlign: 'right',
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        borderTop: total ? 2 : 0,
        borderColor: 'text.primary',
        fontWeight: total ? 700 : 500,
      }}
    >
      {priceText(line.cents)}
    </Box>
  </Fragment>
);

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
  const lines: Line[] = [
    { key: 'house', label: text.house, cents: breakdown.houseCents },
    {
      key: 'stage',
      label: prices.stageName ? `${text.stage} „${prices.stageName}“` : text.stage,
      note: prices.stageName ? null : text.noStage,
      cents: breakdown.stageCents,
    },
    { key: 'options', label: text.options, note: text.optionsCount(prices.optionCount), cents: breakdown.optionsCents },
    ...breakdown.extraCosts.map((line, index) => ({
      key: `extra-${index}`,
      label: line.name,
      // Each line says it is one of the Baunebenkosten, unless its name says so already.
      note: [line.name === text.extraCosts ? null : text.extraCosts, line.note].filter(Boolean).join(' · ') || null,
      cents: line.cents,
    })),
  ];
  return (
    <Box>
      {/* No column gap: the total's rule runs on under both columns. */}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', m: 0 }}>
        {lines.map((line) => (
          <PriceLine key={line.key} line={line} />
        ))}
        <PriceLine line={{ key: 'total', label: text.total, cents: breakdown.totalCents }} total />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {[text.vat, guide?.priceDate ? text.priceDate(priceDateText(guide.priceDate)) : null]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {guide?.disclaimer && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {guide.disclaimer}
        </Typography>
      )}
      {prices.unavailable && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }}>
          {dePrices.unavailable}
        </Typography>
      )}
    </Box>
  );
};
