import { describe, expect, it } from 'vitest';
import { formatPriceDate } from './plan-dates';

describe('formatPriceDate', () => {
  it('writes the Preisstand German style, as the day it is (no time zone shift)', () => {
    expect(formatPriceDate('2026-11-27')).toBe('27.11.2026');
    expect(formatPriceDate('2027-01-01')).toBe('01.01.2027');
  });

  it('shows a text that is no day as it came', () => {
    expect(formatPriceDate('2026-11-27T00:00:00Z')).toBe('2026-11-27T00:00:00Z');
  });
});
