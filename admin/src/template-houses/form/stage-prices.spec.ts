import { describe, expect, it } from 'vitest';
import { stagePriceFields, toStagePrices } from './stage-prices';

describe('stage prices of the house form', () => {
  it('sends exact cents: stored ones as they are, typed euros converted, empty as no price', () => {
    expect(
      toStagePrices({ 'stage-shell': 28900000, 'stage-key': '289000,50', 'stage-dry': '', 'stage-own': null }),
    ).toEqual({ 'stage-shell': 28900000, 'stage-key': 28900050, 'stage-dry': null, 'stage-own': null });
  });

  it('leaves the stored prices alone when the form has none', () => {
    expect(toStagePrices(undefined)).toBeUndefined();
    expect(toStagePrices({})).toBeUndefined();
  });

  it('names the inputs the API may refuse', () => {
    expect(stagePriceFields({ stagePrices: { a: 1, b: '2' } })).toEqual(['stagePrices.a', 'stagePrices.b']);
    expect(stagePriceFields({})).toEqual([]);
  });
});
