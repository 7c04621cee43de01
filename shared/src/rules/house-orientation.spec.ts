import { SunDatePreset } from '../enums/sun-date-preset.js';
import { houseOrientationOf } from './house-orientation.js';

describe('houseOrientationOf', () => {
  it('keeps a valid orientation', () => {
    expect(houseOrientationOf({ houseHeading: 45, sunDate: SunDatePreset.WINTER })).toEqual({
      houseHeading: 45,
      sunDate: SunDatePreset.WINTER,
    });
  });

  it.each([
    [undefined],
    [null],
    [{}],
    [{ houseHeading: 100, sunDate: 'AUTUMN' }],
    [{ houseHeading: '90', sunDate: 7 }],
  ])('takes the default view for what is missing or out of range: %p', (value) => {
    expect(houseOrientationOf(value)).toEqual({ houseHeading: 180, sunDate: SunDatePreset.SUMMER });
  });
});
