import {
  priceBreakdown,
  UI_MESSAGES,
  type PriceBreakdown,
  type PriceGuideDto,
  type PropertyShape,
} from '@hauskonfig/shared';
import { api } from '../api/endpoints';
import { useApiData } from '../hooks/use-api-data';
import type { ConfiguratorState } from '../state/configurator-store';
import { useIncludedWorksKept } from '../stage/use-included-works-kept';
import { usePlanPlotShape } from '../state/plan-plot-shape';
import { chosenOptions, planPriceInput } from './plan-price-input';
import { usePriceGuide } from './price-guide-store';
import { usePlanHouse } from './use-plan-house';

export interface PlanPrices {
  breakdown: PriceBreakdown;
  /** null while loading or after a failure. */
  guide: PriceGuideDto | null;
  /** The plot the plan stands on (and its Baunebenkosten are priced for). */
  plotShape: PropertyShape | null;
  stageName: string | null;
  optionCount: number;
  loading: boolean;
  /** Something the prices need could not be loaded: those parts show "Preis auf Anfrage". */
  unavailable: boolean;
}

/** The live guide price of the visitor's plan: house, stage, Zusatzoptionen and Baunebenkosten. */
export function usePlanPrices(state: ConfiguratorState): PlanPrices {
  const guide = usePriceGuide();
  const house = usePlanHouse(state.selectedHouse?.id);
  const stages = useApiData(
    'stages',
    (signal) => api.constructionStages(signal),
    UI_MESSAGES.constructionStages.loadFailed,
    undefined,
    { shownInline: true },
  );
  // The pages that price a plan are those that share or send it.
  useIncludedWorksKept(stages.data);
  const plotShape = usePlanPlotShape({ propertyShape: house.data?.propertyShape ?? null });
  const breakdown = priceBreakdown(
    planPriceInput({
      stagePrices: house.data?.stagePrices ?? {},
      stageId: state.currentStageId,
      selectedWorkIds: state.selectedWorkIds,
      stages: stages.data,
      extraCosts: guide.guide?.extraCosts ?? null,
      plotShape,
    }),
  );
  return {
    breakdown,
    guide: guide.guide,
    plotShape,
    stageName: stages.data?.find((stage) => stage.id === state.currentStageId)?.name ?? null,
    optionCount: stages.data ? chosenOptions(stages.data, state.selectedWorkIds).length : 0,
    loading: guide.status === 'loading' || house.loading || stages.loading,
    unavailable: guide.status === 'failed' || Boolean(house.error) || Boolean(stages.error),
  };
}
