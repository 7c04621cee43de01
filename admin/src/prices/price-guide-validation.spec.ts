import { formatMessage, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES } from '../forms/amount-messages.de';
import { firstError } from '../forms/first-error';
import { PRICE_VALIDATION } from './price-guide-validation';

describe('price guide validation', () => {
  it('needs a disclaimer and a name for every extra cost, not just blanks', async () => {
    const required = formatMessage(VALIDATION_MESSAGES.required, 'Hinweistext');
    expect(await firstError(PRICE_VALIDATION.disclaimer, '')).toBe(required);
    expect(await firstError(PRICE_VALIDATION.disclaimer, '  ')).toBe(required);
    expect(await firstError(PRICE_VALIDATION.disclaimer, 'Kein Angebot.')).toBeUndefined();
    expect(await firstError(PRICE_VALIDATION.name, ' ')).toBe(
      formatMessage(VALIDATION_MESSAGES.required, 'Bezeichnung'),
    );
  });

  it('takes a fixed amount in euros without thousands separators, or none ("Preis auf Anfrage")', async () => {
    expect(await firstError(PRICE_VALIDATION.fixedCents, '')).toBeUndefined();
    expect(await firstError(PRICE_VALIDATION.fixedCents, '15.000')).toBe(AMOUNT_MESSAGES.invalidEuros);
    expect(await firstError(PRICE_VALIDATION.fixedCents, '15000,50')).toBeUndefined();
  });

  it('wants rates as percent with a decimal comma and the term in whole years', async () => {
    for (const rate of ['3,5', '3.875', '0', '12'])
      expect(await firstError(PRICE_VALIDATION.interestPercent, rate)).toBeUndefined();
    for (const rate of ['3,5 %', '-1', '3,1234', 'drei'])
      expect(await firstError(PRICE_VALIDATION.interestPercent, rate)).toBe(AMOUNT_MESSAGES.invalidPercent);
    expect(await firstError(PRICE_VALIDATION.repaymentPercent, '')).toBeUndefined();
    expect(await firstError(PRICE_VALIDATION.repaymentPercent, '2,5')).toBeUndefined();
    for (const term of ['1', '30', '50']) expect(await firstError(PRICE_VALIDATION.termYears, term)).toBeUndefined();
    for (const term of ['0', '51', '12,5', 'lang'])
      expect(await firstError(PRICE_VALIDATION.termYears, term)).toBe(AMOUNT_MESSAGES.invalidYears);
  });
});
