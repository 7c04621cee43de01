import { Box } from '@mui/material';
import { SectionCard } from '../components/SectionCard';
import { FinancingCalculator } from '../financing/FinancingCalculator';
import { dePrices } from '../i18n/de-prices';
import { PriceBreakdown } from './PriceBreakdown';
import type { PlanPrices } from './use-plan-prices';

/**
 * The plan's guide price and the financing example worked out from it, as /your-house and the
 * overview show them: one under the other on phones, side by side on desktops.
 */
export const PlanPriceSections = ({ prices }: { prices: PlanPrices }) => (
  <Box
    sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, alignItems: 'start' }}
  >
    <SectionCard title={dePrices.breakdown.title}>
      <PriceBreakdown prices={prices} />
    </SectionCard>
    <SectionCard title={dePrices.financing.title}>
      <FinancingCalculator
        totalCents={prices.loading ? null : prices.breakdown.totalCents}
        defaults={prices.guide?.financing ?? null}
        loading={prices.loading}
      />
    </SectionCard>
  </Box>
);
