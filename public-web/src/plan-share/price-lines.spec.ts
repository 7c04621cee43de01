import type { PriceBreakdown } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { amountText, priceLines } from './price-lines';

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

describe('amountText', () => {
  it('writes a known amount in euros and an unknown one as "Preis auf Anfrage", never 0 €', () => {
    expect(amountText(28_900_000)).toBe('289.000\u00a0€');
    expect(amountText(0)).toBe('0\u00a0€');
    expect(amountText(null)).toBe('Preis auf Anfrage');
  });
});

describe('priceLines', () => {
  it('lists house, stage, options and each extra cost, unknown parts as null', () => {
    expect(priceLines(PRICES, 'Ausbauhaus')).toEqual({
      parts: [
        { label: 'Haus', note: null, cents: 28_900_000 },
        { label: 'Ausbaustufe „Ausbauhaus“', note: null, cents: 4_500_000 },
        { label: 'Zusatzoptionen', note: null, cents: 1_200_050 },
      ],
      extraCosts: [
        { label: 'Anschlussgebühren', note: 'Wasser, Kanal, Strom', cents: 1_500_000 },
        { label: 'Erdarbeiten', note: null, cents: null },
      ],
    });
  });

  it('leaves the options out when none was chosen, and keeps an unknown option price', () => {
    const labels = (prices: PriceBreakdown) => priceLines(prices, null).parts.map((line) => line.label);
    expect(labels({ ...PRICES, optionsCents: 0 })).toEqual(['Haus', 'Ausbaustufe']);
    expect(priceLines({ ...PRICES, optionsCents: null }, null).parts[2]).toEqual({
      label: 'Zusatzoptionen',
      note: null,
      cents: null,
    });
  });
});
