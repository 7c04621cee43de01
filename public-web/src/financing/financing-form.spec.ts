import { financingExample } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import {
  financingInputOf,
  financingTexts,
  parseFinancing,
  payoffText,
  tidyEquity,
  type FinancingTexts,
} from './financing-form';

const DEFAULTS = { equityCents: 8_000_000, interestPercent: 3.5, termYears: 30, repaymentPercent: null };
const TYPED: FinancingTexts = { equity: '80.000', interest: '3,5', term: '30', repayment: '' };
const AMBIGUOUS =
  'Dieser Betrag ist nicht eindeutig. Bitte schreiben Sie ihn z. B. als 120.000 oder 120.000,50 (Punkt zwischen den Tausendern, Komma vor den Cent).';

describe('financingTexts', () => {
  it('writes the values as German input: euros with thousands dots, decimal comma, empty optional repayment', () => {
    expect(financingTexts(DEFAULTS)).toEqual(TYPED);
    expect(financingTexts({ ...DEFAULTS, equityCents: 5_000_050, repaymentPercent: 2.5 })).toMatchObject({
      equity: '50.000,50',
      repayment: '2,5',
    });
  });
});

describe('parseFinancing', () => {
  it('reads German and dotted decimals, euros to cents', () => {
    expect(parseFinancing(TYPED)).toEqual({ values: DEFAULTS, errors: null });
    expect(parseFinancing({ equity: '75000,50', interest: '4.25', term: ' 25 ', repayment: '2' })).toEqual({
      values: { equityCents: 7_500_050, interestPercent: 4.25, termYears: 25, repaymentPercent: 2 },
      errors: null,
    });
  });

  it('reads the equity as German buyers write it: "120.000" is 120.000 €, not 120 €', () => {
    const equityCents = (equity: string) => parseFinancing({ ...TYPED, equity }).values?.equityCents;
    expect(equityCents('120.000')).toBe(12_000_000);
    expect(equityCents('120 000 €')).toBe(12_000_000);
    expect(equityCents('120.000,50')).toBe(12_000_050);
  });

  it('refuses an equity that could be read two ways, or is no amount', () => {
    const errors = (equity: string) => parseFinancing({ ...TYPED, equity }).errors;
    expect(errors('120.00')).toEqual({ equity: AMBIGUOUS });
    expect(errors('1,2,3')).toEqual({ equity: AMBIGUOUS });
    expect(errors('120,000')).toEqual({ equity: AMBIGUOUS });
    expect(errors('viel')).toEqual({ equity: 'Bitte geben Sie einen Betrag in Euro ein, z. B. 120.000.' });
    expect(errors('-5.000')).toEqual({ equity: 'Der Wert darf nicht negativ sein.' });
  });

  it('gives every wrong field its German message', () => {
    expect(parseFinancing({ equity: '', interest: '-1', term: '0', repayment: 'viel' })).toEqual({
      values: null,
      errors: {
        equity: 'Bitte geben Sie einen Wert ein.',
        interest: 'Der Wert darf nicht negativ sein.',
        term: 'Die Laufzeit muss zwischen 1 und 50 Jahren liegen.',
        repayment: 'Bitte geben Sie eine Zahl ein, z. B. 3,5.',
      },
    });
  });

  it('refuses interest above 20 %, terms outside 1–50 whole years and a repayment of 0 %', () => {
    const errors = (change: Partial<FinancingTexts>) => parseFinancing({ ...TYPED, ...change }).errors;
    expect(errors({ interest: '20,5' })).toEqual({ interest: 'Der Sollzins darf höchstens 20 % betragen.' });
    expect(errors({ interest: '20' })).toBeNull();
    expect(errors({ term: '51' })).toEqual({ term: 'Die Laufzeit muss zwischen 1 und 50 Jahren liegen.' });
    expect(errors({ term: '12,5' })).toEqual({ term: 'Bitte geben Sie die Laufzeit in ganzen Jahren an.' });
    expect(errors({ term: '1' })).toBeNull();
    expect(errors({ repayment: '0' })).toEqual({
      repayment: 'Die Tilgung muss zwischen 0,1 % und 20 % liegen.',
    });
    expect(errors({ repayment: '0,05' })).toEqual({
      repayment: 'Die Tilgung muss zwischen 0,1 % und 20 % liegen.',
    });
    expect(errors({ repayment: '0,1' })).toBeNull();
  });

  // The API takes rates with at most three decimals; a plan the form accepts must save and send.
  it('refuses a rate with more than three decimals, however small', () => {
    const errors = (change: Partial<FinancingTexts>) => parseFinancing({ ...TYPED, ...change }).errors;
    const decimals = 'Bitte geben Sie den Satz mit höchstens drei Nachkommastellen an, z. B. 3,875.';
    expect(errors({ interest: '3,8751' })).toEqual({ interest: decimals });
    expect(errors({ interest: '0,0000001' })).toEqual({ interest: decimals });
    expect(errors({ repayment: '2,0001' })).toEqual({ repayment: decimals });
    expect(errors({ interest: '3,875', repayment: '1,125' })).toBeNull();
  });
});

describe('tidyEquity', () => {
  it('shows a taken amount formatted and leaves a refused one as typed', () => {
    expect(tidyEquity('120000')).toBe('120.000');
    expect(tidyEquity(' 120 000,5 € ')).toBe('120.000,50');
    expect(tidyEquity('120.00')).toBe('120.00');
    expect(tidyEquity('')).toBe('');
  });
});

describe('financingInputOf', () => {
  it('feeds the shared example with the total and the values', () => {
    const example = financingExample(financingInputOf(DEFAULTS, 38_000_000));
    expect(example.loanCents).toBe(30_000_000);
    expect(example.months).toBe(360);
  });
});

describe('payoffText', () => {
  it('says the time until paid off in years and months', () => {
    expect(payoffText(12)).toBe('1 Jahr');
    expect(payoffText(280)).toBe('23 Jahren und 4 Monaten');
    expect(payoffText(361)).toBe('30 Jahren und 1 Monat');
    expect(payoffText(5)).toBe('5 Monaten');
    expect(payoffText(600)).toBe('50 Jahren oder mehr');
  });
});
