import { ConstructionWorkKind, priceBreakdown, PropertyShape, type ConstructionStageDto } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { planPriceInput } from './plan-price-input';

const STAGES: ConstructionStageDto[] = [
  {
    id: 's1',
    identifier: 'ausbauhaus',
    name: 'Ausbauhaus',
    description: null,
    constructionStageChildId: null,
    constructionWorks: [
      { id: 'w1', name: 'Außenwände', description: null, kind: ConstructionWorkKind.OPTION, priceCents: null },
      {
        id: 'w2',
        name: 'Vordach',
        description: null,
        kind: ConstructionWorkKind.ADDITIONAL_OPTION,
        priceCents: 450_000,
      },
      { id: 'w3', name: 'Keller', description: null, kind: ConstructionWorkKind.ADDITIONAL_OPTION, priceCents: null },
    ],
  },
];

const SOURCES = {
  stagePrices: { s1: 28_900_000 },
  stageId: 's1',
  selectedWorkIds: ['w1', 'w2'],
  stages: STAGES,
  extraCosts: [{ name: 'Anschlüsse', note: null, fixedCents: 1_500_000, byPlotShape: null }],
  plotShape: PropertyShape.STRAIGHT,
};

describe('planPriceInput', () => {
  it('prices the chosen Zusatzoptionen only, not the included works', () => {
    const input = planPriceInput(SOURCES);
    expect(input.optionPrices).toEqual([450_000]);
    expect(priceBreakdown(input).totalCents).toBe(28_900_000 + 450_000 + 1_500_000);
  });

  it('leaves the total unknown for a chosen Zusatzoption without a price', () => {
    const input = planPriceInput({ ...SOURCES, selectedWorkIds: ['w2', 'w3'] });
    expect(input.optionPrices).toEqual([450_000, null]);
    expect(priceBreakdown(input).totalCents).toBeNull();
  });

  it('counts the options as unknown while the stages are not known', () => {
    expect(planPriceInput({ ...SOURCES, stages: undefined }).optionPrices).toEqual([null]);
    expect(planPriceInput({ ...SOURCES, stages: undefined, selectedWorkIds: [] }).optionPrices).toEqual([]);
  });

  it('shows the Baunebenkosten as unknown, not 0 €, without the price guide', () => {
    const breakdown = priceBreakdown(planPriceInput({ ...SOURCES, extraCosts: null }));
    expect(breakdown.extraCosts).toEqual([{ name: 'Baunebenkosten', note: null, cents: null }]);
    expect(breakdown.totalCents).toBeNull();
  });
});
