import { PropertyShape } from '../enums/property-shape.js';
import { extraCostFor, fromPrice, priceBreakdown, type ExtraCostRule } from './price-guide.js';

const PLANNING: ExtraCostRule = { name: 'Planung', note: null, fixedCents: 1_250_000, byPlotShape: null };
const EARTHWORKS: ExtraCostRule = {
  name: 'Erdarbeiten',
  note: 'Hanglage: Aushub und Stützmauern',
  fixedCents: null,
  byPlotShape: {
    [PropertyShape.STRAIGHT]: 900_000,
    [PropertyShape.INCLINED]: 1_500_000,
    [PropertyShape.HILLSIDE]: 3_200_000,
  },
};
const STAGES = { ausbau: 24_990_000, belag: 29_990_000, schluessel: 34_990_050 };

describe('fromPrice', () => {
  it('is the lowest stage price, ignoring stages without one', () => {
    expect(fromPrice(STAGES)).toBe(24_990_000);
    expect(fromPrice({ ausbau: null, belag: 29_990_000 })).toBe(29_990_000);
  });

  it('is unknown when no stage has a price (Preis auf Anfrage, never 0 €)', () => {
    expect(fromPrice({})).toBeNull();
    expect(fromPrice({ ausbau: null, belag: undefined })).toBeNull();
  });
});

describe('extraCostFor', () => {
  it('takes the fixed amount, or the one for the plot shape', () => {
    expect(extraCostFor(PLANNING, null)).toBe(1_250_000);
    expect(extraCostFor(EARTHWORKS, PropertyShape.HILLSIDE)).toBe(3_200_000);
    expect(extraCostFor(EARTHWORKS, PropertyShape.STRAIGHT)).toBe(900_000);
  });

  it('is unknown for a plot not chosen or not priced', () => {
    expect(extraCostFor(EARTHWORKS, null)).toBeNull();
    expect(
      extraCostFor({ ...EARTHWORKS, byPlotShape: { [PropertyShape.STRAIGHT]: 1 } }, PropertyShape.INCLINED),
    ).toBeNull();
  });
});

describe('priceBreakdown', () => {
  it('adds house, stage, options and extra costs to the total, to the cent', () => {
    const breakdown = priceBreakdown({
      stagePrices: STAGES,
      stageId: 'schluessel',
      optionPrices: [1_850_000, 690_099],
      extraCosts: [PLANNING, EARTHWORKS],
      plotShape: PropertyShape.HILLSIDE,
    });
    expect(breakdown).toEqual({
      houseCents: 24_990_000,
      stageCents: 10_000_050,
      optionsCents: 2_540_099,
      extraCosts: [
        { name: 'Planung', note: null, cents: 1_250_000 },
        { name: 'Erdarbeiten', note: 'Hanglage: Aushub und Stützmauern', cents: 3_200_000 },
      ],
      extraCostsCents: 4_450_000,
      totalCents: 24_990_000 + 10_000_050 + 2_540_099 + 4_450_000,
    });
  });

  it('costs more on a hillside than on a flat plot, through the earthworks only', () => {
    const plan = { stagePrices: STAGES, stageId: 'ausbau', optionPrices: [], extraCosts: [PLANNING, EARTHWORKS] };
    const flat = priceBreakdown({ ...plan, plotShape: PropertyShape.STRAIGHT });
    const hillside = priceBreakdown({ ...plan, plotShape: PropertyShape.HILLSIDE });
    expect(flat.stageCents).toBe(0);
    expect((hillside.totalCents ?? 0) - (flat.totalCents ?? 0)).toBe(3_200_000 - 900_000);
  });

  it('leaves the total unknown when any part has no price, and says which', () => {
    const unpricedStage = priceBreakdown({
      stagePrices: { ausbau: 24_990_000, belag: null },
      stageId: 'belag',
      optionPrices: [],
      extraCosts: [],
      plotShape: PropertyShape.STRAIGHT,
    });
    expect(unpricedStage).toMatchObject({ houseCents: 24_990_000, stageCents: null, totalCents: null });

    const unpricedOption = priceBreakdown({
      stagePrices: STAGES,
      stageId: 'ausbau',
      optionPrices: [500_000, null],
      extraCosts: [PLANNING],
      plotShape: PropertyShape.STRAIGHT,
    });
    expect(unpricedOption).toMatchObject({ optionsCents: null, extraCostsCents: 1_250_000, totalCents: null });
  });

  it('has no options or extra costs to add when none apply', () => {
    const breakdown = priceBreakdown({
      stagePrices: STAGES,
      stageId: 'ausbau',
      optionPrices: [],
      extraCosts: [],
      plotShape: null,
    });
    expect(breakdown).toMatchObject({ optionsCents: 0, extraCostsCents: 0, totalCents: 24_990_000 });
  });
});
