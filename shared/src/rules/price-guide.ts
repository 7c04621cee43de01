import type { PropertyShape } from '../enums/property-shape.js';

/** One extra building cost (Baunebenkosten): a fixed amount, or one amount per plot shape. */
export interface ExtraCostRule {
  name: string;
  note: string | null;
  /** The amount in cents when it is the same for every plot; null when it depends on the plot. */
  fixedCents: number | null;
  /** Amounts in cents per plot shape (a hillside costs more in earthworks), used without `fixedCents`. */
  byPlotShape: Partial<Record<PropertyShape, number>> | null;
}

export interface PriceGuideInput {
  /** The house's guide prices in cents by construction stage id; a stage without one has no price. */
  stagePrices: Readonly<Record<string, number | null | undefined>>;
  stageId: string | null;
  /** The surcharges of the chosen optional works in cents, null for one without a price. */
  optionPrices: readonly (number | null)[];
  extraCosts: readonly ExtraCostRule[];
  plotShape: PropertyShape | null;
}

/** One part of the breakdown; null: no price set, shown as "Preis auf Anfrage", never 0 €. */
export interface ExtraCostLine {
  name: string;
  note: string | null;
  cents: number | null;
}

/** house + stage + options + extra building costs = total; every amount in cents, null when unknown. */
export interface PriceBreakdown {
  /** The house at its lowest priced stage: the "ab … €" price. */
  houseCents: number | null;
  /** What the chosen stage adds to it. */
  stageCents: number | null;
  optionsCents: number | null;
  extraCosts: ExtraCostLine[];
  extraCostsCents: number | null;
  /** Known only when every part is. */
  totalCents: number | null;
}

/** The lowest guide price over the stages, for "ab … €"; null when no stage has one. */
export function fromPrice(stagePrices: Readonly<Record<string, number | null | undefined>>): number | null {
  const prices = Object.values(stagePrices).filter((price): price is number => typeof price === 'number');
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** What one extra cost comes to on the given plot; null when it depends on a plot not chosen or priced. */
export function extraCostFor(rule: ExtraCostRule, plotShape: PropertyShape | null): number | null {
  if (rule.fixedCents !== null) return rule.fixedCents;
  if (plotShape === null) return null;
  return rule.byPlotShape?.[plotShape] ?? null;
}

const sum = (amounts: readonly (number | null)[]): number | null =>
  amounts.some((amount) => amount === null)
    ? null
    : amounts.reduce<number>((total, amount) => total + (amount ?? 0), 0);

/** The price breakdown of a plan, as the flow, the overview, the request and the PDF show it. */
export function priceBreakdown(input: PriceGuideInput): PriceBreakdown {
  const houseCents = fromPrice(input.stagePrices);
  const chosen = input.stageId === null ? null : (input.stagePrices[input.stageId] ?? null);
  const stageCents = houseCents === null || chosen === null ? null : chosen - houseCents;
  const optionsCents = sum(input.optionPrices);
  const extraCosts = input.extraCosts.map((rule) => ({
    name: rule.name,
    note: rule.note,
    cents: extraCostFor(rule, input.plotShape),
  }));
  const extraCostsCents = sum(extraCosts.map((line) => line.cents));
  return {
    houseCents,
    stageCents,
    optionsCents,
    extraCosts,
    extraCostsCents,
    totalCents: sum([houseCents, stageCents, optionsCents, extraCostsCents]),
  };
}
