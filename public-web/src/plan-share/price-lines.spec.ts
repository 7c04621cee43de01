import type { PriceBreakdown } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { priceLines } from './price-lines';

const PRICES: PriceBreakdown = {
  houseCents: 28_900_000,
  stageCents: 4_500_000,
  optionsCents: 1_200_050,
  extraCosts: [
    { name: 'Anschlussgebühren', note: 'Wasser, Kanal, Strom', cents: 1_500_000 },
    { name: 'Erdarbeiten', note: null, cents: null },
  ],
  extraCostsCents: null,
  totalCents: null,
};

describe('priceLines', () => {
  it('lists house, stage, options and each extra cost, unknown parts as null', () => {
    expect(priceLines(PRICES, 'Ausbauhaus')).toEqual([
      { key: 'house', label: 'Haus', note: null, cents: 28_900_000 },
      { key: 'stage', label: 'Ausbaustufe „Ausbauhaus“', note: null, cents: 4_500_000 },
      { key: 'options', label: 'Zusatzoptionen', note: null, cents: 1_200_050 },
      { key: 'extra-0', label: 'Anschlussgebühren', note: 'Baunebenkosten · Wasser, Kanal, Strom', cents: 1_500_000 },
      { key: 'extra-1', label: 'Erdarbeiten', note: 'Baunebenkosten', cents: null },
    ]);
  });

  it('leaves the options out when none was chosen, and keeps an unknown option price', () => {
    const labels = (prices: PriceBreakdown) => priceLines(prices, null).map((line) => line.label);
    expect(labels({ ...PRICES, optionsCents: 0 })).toEqual(['Haus', 'Ausbaustufe', 'Anschlussgebühren', 'Erdarbeiten']);
    expect(priceLines({ ...PRICES, optionsCents: null }, null)[2]).toEqual({
      key: 'options',
      label: 'Zusatzoptionen',
      note: null,
      cents: null,
    });
  });
});
