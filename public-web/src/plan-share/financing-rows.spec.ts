import type { PlanFinancing } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { financingRows } from './financing-rows';

const FINANCING: PlanFinancing = {
  equityCents: 8_000_000,
  interestPercent: 3.5,
  termYears: 25,
  repaymentPercent: null,
  example: { loanCents: 27_000_000, monthlyRateCents: 135_167, months: 300, totalInterestCents: 13_550_100 },
};

describe('financingRows', () => {
  it('names the inputs and the loan German style', () => {
    expect(financingRows(FINANCING)).toEqual([
      ['Eigenkapital', '80.000\u00a0€'],
      ['Sollzins', '3,5 % p. a.'],
      ['Laufzeit', '25 Jahre'],
      ['Darlehen', '270.000\u00a0€'],
    ]);
  });

  it('with an initial repayment rate, gives the term that rate takes', () => {
    const rows = financingRows({
      ...FINANCING,
      repaymentPercent: 2,
      example: { ...FINANCING.example!, months: 339 },
    });
    expect(rows).toContainEqual(['Anfängliche Tilgung', '2 % p. a.']);
    expect(rows).toContainEqual(['Laufzeit', 'rund 28,3 Jahre']);
  });

  it('without a total price there is no loan to name', () => {
    expect(financingRows({ ...FINANCING, example: null }).map(([label]) => label)).toEqual([
      'Eigenkapital',
      'Sollzins',
      'Laufzeit',
    ]);
    expect(financingRows({ ...FINANCING, repaymentPercent: 2, example: null }).map(([label]) => label)).toEqual([
      'Eigenkapital',
      'Sollzins',
      'Anfängliche Tilgung',
    ]);
  });
});
