import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES } from './amount-messages.de';
import { centsValue, euroAmount, euroInputText, formatEuroInput, parseEuros } from './euro-amount';
import { firstError } from './first-error';

describe('euro amounts', () => {
  it('turns typed euros into exact cents', () => {
    expect(parseEuros('289000')).toEqual({ cents: 28900000 });
    expect(parseEuros('289000,50')).toEqual({ cents: 28900050 });
    expect(parseEuros(' 289000,5 ')).toEqual({ cents: 28900050 });
    expect(parseEuros('0,29')).toEqual({ cents: 29 });
    expect(parseEuros('1234567,89')).toEqual({ cents: 123456789 });
    expect(parseEuros('0')).toEqual({ cents: 0 });
  });

  it('reads empty text as no price', () => {
    expect(parseEuros('')).toEqual({ cents: null });
    expect(parseEuros('   ')).toEqual({ cents: null });
    expect(centsValue('')).toBeNull();
    expect(centsValue(null)).toBeNull();
    expect(centsValue(undefined)).toBeNull();
  });

  it('refuses thousands separators, more than two decimals and other text in German', () => {
    for (const text of ['289.000', '289.000,50', '1,234', '289 000', '289000 €', 'ab 5000', '12,'])
      expect(parseEuros(text)).toEqual({ error: AMOUNT_MESSAGES.invalidEuros });
    expect(parseEuros('-5')).toEqual({ error: AMOUNT_MESSAGES.negativeEuros });
  });

  it('shows stored cents for editing without grouping, with cents only when there are any', () => {
    expect(formatEuroInput(28900000)).toBe('289000');
    expect(formatEuroInput(28900050)).toBe('289000,50');
    expect(formatEuroInput(5)).toBe('0,05');
    expect(euroInputText(28900050)).toBe('289000,50');
    expect(euroInputText('289000,')).toBe('289000,');
    expect(euroInputText(null)).toBe('');
  });

  it('takes stored cents as they are and typed text by its value', () => {
    expect(centsValue(28900050)).toBe(28900050);
    expect(centsValue('289000,50')).toBe(28900050);
    expect(parseEuros(formatEuroInput(123456789))).toEqual({ cents: 123456789 });
  });

  it('validates an optional amount', async () => {
    for (const ok of [undefined, null, '', '289000', '289000,50', 28900000])
      expect(await firstError([euroAmount], ok)).toBeUndefined();
    expect(await firstError([euroAmount], '289.000')).toBe(AMOUNT_MESSAGES.invalidEuros);
  });
});
