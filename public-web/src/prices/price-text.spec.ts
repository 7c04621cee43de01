import { describe, expect, it } from 'vitest';
import { fromPriceText, priceDateText, priceText, stagePriceText, surchargeText } from './price-text';

describe('price texts', () => {
  it('shows known amounts in German euros and unknown ones as "Preis auf Anfrage", never 0 €', () => {
    expect(priceText(34_500_000)).toBe('345.000\u00a0€');
    expect(priceText(0)).toBe('0\u00a0€');
    expect(priceText(null)).toBe('Preis auf Anfrage');
    expect(priceText(undefined)).toBe('Preis auf Anfrage');
  });

  it('gives a house the lowest of its stage prices as "ab … €"', () => {
    expect(fromPriceText({ s1: 34_500_000, s2: 28_900_000 })).toBe('ab 289.000\u00a0€');
    expect(fromPriceText({})).toBe('Preis auf Anfrage');
    expect(fromPriceText(undefined)).toBe('Preis auf Anfrage');
  });

  it('names a stage price a Richtpreis and a surcharge with a plus', () => {
    expect(stagePriceText(34_500_000)).toBe('Richtpreis 345.000\u00a0€');
    expect(stagePriceText(undefined)).toBe('Preis auf Anfrage');
    expect(surchargeText(1_250_000)).toBe('+ 12.500\u00a0€');
    expect(surchargeText(null)).toBe('Preis auf Anfrage');
  });

  it('writes the Preisstand as a German date whatever the time zone', () => {
    expect(priceDateText('2026-11-01')).toBe('01.11.2026');
    expect(priceDateText('2027-01-01')).toBe('01.01.2027');
  });

  it('shows a Preisstand that is no day as it came', () => {
    expect(priceDateText('2026-11-27T00:00:00Z')).toBe('2026-11-27T00:00:00Z');
  });
});
