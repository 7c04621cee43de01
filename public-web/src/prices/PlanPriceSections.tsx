import { SectionCard } from '../components/SectionCard';
import { FinancingCalculator } from '../financing/FinancingCalculator';
import { dePrices } from '../i18n/de-prices';
import { PriceBreakdown } from './PriceBreakdown';
import type { PlanPrices } from './use-plan-prices';

/** The plan's guide price and the financing example worked out from it, as /your-house and the overview show them. */
export const PlanPriceSections = ({ prices }: { prices: PlanPrices }) => (
  <>
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
  </>
);
