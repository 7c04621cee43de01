import { describe, expect, it } from 'vitest';
import { amountText, formatPlanDate, percentText, planPdfUrl, priceLines, yearsAndMonths } from './sent-plan-values';

describe('sent plan values', () => {
  it('shows amounts in euros and an unknown one as "Preis auf Anfrage", never 0 €', () => {
    expect(amountText(28900050, 'Preis auf Anfrage')).toBe('289.000,50\u00a0€');
    expect(amountText(0, 'Preis auf Anfrage')).toBe('0\u00a0€');
    expect(amountText(null, 'Preis auf Anfrage')).toBe('Preis auf Anfrage');
  });

  it('writes the Preisstand and rates the German way', () => {
    expect(formatPlanDate('2026-11-27')).toBe('27.11.2026');
    expect(percentText(3.5)).toBe('3,5\u00a0% p.\u00a0a.');
    expect(yearsAndMonths(328)).toEqual({ years: 27, months: 4 });
  });

  it('lists house, stage, options, each extra cost and the total in that order', () => {
    const lines = priceLines({
      houseCents: 28900000,
      stageCents: 4500000,
      optionsCents: null,
      extraCosts: [{ name: 'Erdarbeiten', note: 'Hanglage', cents: 2450000 }],
      extraCostsCents: 2450000,
      totalCents: null,
      priceDate: '2026-11-27',
      disclaimer: 'Kein Angebot.',
    });
    expect(lines).toEqual([
      { kind: 'house', cents: 28900000 },
      { kind: 'stage', cents: 4500000 },
      { kind: 'options', cents: null },
      { kind: 'extraCost', name: 'Erdarbeiten', note: 'Hanglage', cents: 2450000 },
      { kind: 'total', cents: null },
    ]);
  });

  it('links the PDF of the shared plan', () => {
    expect(planPdfUrl('abc-123')).toBe('/api/v1/plan-shares/abc-123/pdf');
  });
});
