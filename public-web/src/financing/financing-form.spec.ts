import { financingExample } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { financingInputOf, financingTexts, parseFinancing, payoffText, type FinancingTexts } from './financing-form';

const DEFAULTS = { equityCents: 8_000_000, interestPercent: 3.5, termYears: 30, repaymentPercent: null };
const TYPED: FinancingTexts = { equity: '80000', interest: '3,5', term: '30', repayment: '' };

describe('financingTexts', () => {
  it('writes the values as German input: euros, decimal comma, empty optional repayment', () => {
    expect(financingTexts(DEFAULTS)).toEqual(TYPED);
    expect(financingTexts({ ...DEFAULTS, equityCents: 5_000_050, repaymentPercent: 2.5 })).toMatchObject({
      equity: '50000,5',
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

  it('gives every wrong field its German message', () => {
    expect(parseFinancing({ equity: '', interest: '-1', term: '0', repayment: 'viel' })).toEqual({
      values: null,
      errors: {
        equity: 'Bitte geben Sie einen Wert ein.',
        interest: 'Der Wert darf nicht negativ sein.',
        term: 'Die Laufzeit muss zwischen 1 und 50 Jahren liegen.',
        repayment: 'Bitte geben Sie eine Zahl ohne Tausenderpunkte ein, z. B. 80000 oder 3,5.',
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
      repayment: 'Die Tilgung muss größer als 0 % und höchstens 20 % sein.',
    });
    expect(errors({ equity: '1.250.000' })).toEqual({
      equity: 'Bitte geben Sie eine Zahl ohne Tausenderpunkte ein, z. B. 80000 oder 3,5.',
    });
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
