import {
  ConstructionWorkKind,
  type ConstructionStageDto,
  type ConstructionWorkDto,
  type ExtraCostRule,
  type PriceGuideInput,
  type PropertyShape,
} from '@hauskonfig/shared';
import { dePrices } from '../i18n/de-prices';

export interface PlanPriceSources {
  /** The chosen house's stage prices; empty without a template house. */
  stagePrices: Readonly<Record<string, number | null | undefined>>;
  stageId: string | null;
  selectedWorkIds: readonly string[];
  /** undefined while the stages are not known (loading or failed). */
  stages: readonly ConstructionStageDto[] | undefined;
  /** null while the price guide is not known: the Baunebenkosten are then unknown, not 0 €. */
  extraCosts: readonly ExtraCostRule[] | null;
  plotShape: PropertyShape | null;
}

/** Stands for the Baunebenkosten while the price guide is missing, so the total stays unknown. */
const UNKNOWN_EXTRA_COSTS: ExtraCostRule = {
  name: dePrices.breakdown.extraCosts,
  note: null,
  fixedCents: null,
  byPlotShape: null,
};

/** The chosen Zusatzoptionen (included works have no price of their own). */
export function chosenOptions(
  stages: readonly ConstructionStageDto[],
  selectedWorkIds: readonly string[],
): ConstructionWorkDto[] {
  return stages
    .flatMap((stage) => stage.constructionWorks)
    .filter((work) => work.kind === ConstructionWorkKind.ADDITIONAL_OPTION && selectedWorkIds.includes(work.id));
}

function optionPricesOf(
  stages: readonly ConstructionStageDto[] | undefined,
  selectedWorkIds: readonly string[],
): (number | null)[] {
  // Stages not known: any chosen work may be a Zusatzoption, so what they add is unknown.
  if (stages === undefined) return selectedWorkIds.length > 0 ? [null] : [];
  return chosenOptions(stages, selectedWorkIds).map((work) => work.priceCents);
}

/**
 * What the shared rule `priceBreakdown` needs, from what the flow has loaded. Anything not
 * (yet) known counts as a part without a price, so the total says "Preis auf Anfrage" rather
 * than leaving a part out.
 */
export function planPriceInput(sources: PlanPriceSources): PriceGuideInput {
  return {
    stagePrices: sources.stagePrices,
    stageId: sources.stageId,
    optionPrices: optionPricesOf(sources.stages, sources.selectedWorkIds),
    extraCosts: sources.extraCosts ?? [UNKNOWN_EXTRA_COSTS],
    plotShape: sources.plotShape,
  };
}
