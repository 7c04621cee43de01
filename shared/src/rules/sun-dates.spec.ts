import { SunDatePreset } from '../enums/sun-date-preset.js';
import { DEFAULT_SUN_DATE, sunDateOf } from './sun-dates.js';

describe('sun date presets', () => {
  it('are the starts of spring, summer and winter', () => {
    expect(sunDateOf(SunDatePreset.SPRING, 2027)).toBe('2027-03-20');
    expect(sunDateOf(SunDatePreset.SUMMER, 2027)).toBe('2027-06-21');
    expect(sunDateOf(SunDatePreset.WINTER, 2027)).toBe('2027-12-21');
  });

  it('default to midsummer', () => {
    expect(DEFAULT_SUN_DATE).toMatch(/-06-21$/);
  });
});
