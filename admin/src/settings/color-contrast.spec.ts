import { describe, expect, it } from 'vitest';
import { formatRatio, MIN_TEXT_CONTRAST, whiteTextContrast } from './color-contrast';

describe('white text contrast', () => {
  it('spans 1 (white) to 21 (black)', () => {
    expect(whiteTextContrast('#ffffff')).toBe(1);
    expect(whiteTextContrast('#000000')).toBe(21);
  });

  it('cuts rather than rounds, so a ratio just below the minimum never reads as it', () => {
    // #777777 on white is 4.48:1.
    expect(whiteTextContrast('#777777')).toBe(4.4);
    expect(whiteTextContrast('#777777')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(whiteTextContrast('#767676')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('is written with a decimal comma', () => {
    expect(formatRatio(4.5)).toBe('4,5');
    expect(formatRatio(21)).toBe('21,0');
  });
});
