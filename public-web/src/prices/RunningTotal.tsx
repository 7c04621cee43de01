import { Box, Typography } from '@mui/material';
import { dePrices } from '../i18n/de-prices';
import { priceText } from './price-text';
import type { PlanPrices } from './use-plan-prices';

const text = dePrices.runningTotal;

/**
 * The plan's total guide price while it is being made (the same shared rule `priceBreakdown` as
 * on /your-house), so ticking a Zusatzoption shows its effect at once. Announced politely when it
 * changes.
 */
export const RunningTotal = ({ prices }: { prices: PlanPrices }) => (
  <Box role="status" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1.5 }}>
    <Box sx={{ minWidth: 0 }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {text.label}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {text.note}
      </Typography>
    </Box>
    <Typography
      component="span"
      data-price="running-total"
      sx={{ fontWeight: 700, fontSize: '1.15rem', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {prices.loading ? dePrices.loading : priceText(prices.breakdown.totalCents)}
    </Typography>
  </Box>
);
