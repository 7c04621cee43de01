import { formatArea, formatMetres } from '../src/german-format.js';

describe('German number format', () => {
  it('writes metres with a decimal comma and two decimals', () => {
    expect(formatMetres(12.5)).toBe('12,50 m');
    expect(formatMetres(0.38)).toBe('0,38 m');
  });

  it('writes areas in m²', () => {
    expect(formatArea(23.456)).toBe('23,46 m²');
  });
});
