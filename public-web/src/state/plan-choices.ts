import type { FinancingDefaults, PlanChoicesInput, PropertyShape } from '@hauskonfig/shared';
import type { ConfiguratorState } from './configurator-store';

/**
 * What the API makes a plan's snapshot from (a shared plan, a sent request): the choices only,
 * never names or prices, which the API looks up itself. The plot shape is the one the plan
 * stands on (usePlanPlotShape).
 */
export function planChoicesOf(
  state: ConfiguratorState,
  plotShape: PropertyShape | null,
  financingDefaults: FinancingDefaults | null,
): PlanChoicesInput {
  return {
    houseId: state.selectedHouse?.id,
    constructionWorkIds: state.selectedWorkIds,
    plotShape: plotShape ?? undefined,
    // The example the visitor saw: their own inputs, else the staff's defaults it started from.
    financing: state.financing ?? financingDefaults ?? undefined,
    houseHeading: state.houseHeading,
    sunDate: state.sunDate,
  };
}
