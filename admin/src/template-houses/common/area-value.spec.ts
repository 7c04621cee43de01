import { describe, expect, it } from 'vitest';
import { areaValue, formatAreaInput } from './area-value';

describe('areaValue', () => {
  it('keeps a stored number and reads typed German notation', () => {
    expect(areaValue(132.5)).toBe(132.5);
    expect(areaValue('132,5')).toBe(132.5);
  });

  it('is null for anything else', () => {
    expect(areaValue(null)).toBeNull();
    expect(areaValue(undefined)).toBeNull();
    expect(areaValue('viel')).toBeNull();
  });
});

describe('formatAreaInput', () => {
  it('shows a stored area with a decimal comma and typed text as it is', () => {
    expect(formatAreaInput(132.5)).toBe('132,5');
    expect(formatAreaInput('132,')).toBe('132,');
    expect(formatAreaInput(null)).toBe('');
  });
});
