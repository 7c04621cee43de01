import { compassPoint, houseHeadingText, isHouseHeading, turnHeading } from './house-heading.js';

describe('turnHeading', () => {
  it.each([
    [180, 15, 195],
    [345, 15, 0],
    [0, -15, 345],
    [90, 720, 90],
  ])('%p turned by %p → %p', (heading, delta, turned) => {
    expect(turnHeading(heading, delta)).toBe(turned);
  });
});

describe('compassPoint', () => {
  it.each([
    [0, 'Norden'],
    [90, 'Osten'],
    [165, 'Süden'],
    [180, 'Süden'],
    [225, 'Südwesten'],
    [345, 'Norden'],
  ])('%p → %p', (heading, point) => {
    expect(compassPoint(heading)).toBe(point);
  });
});

describe('isHouseHeading', () => {
  it.each([0, 15, 180, 345])('takes %p', (heading) => {
    expect(isHouseHeading(heading)).toBe(true);
  });
  it.each([-15, 7, 181.5, 360, '180', null, undefined])('refuses %p', (heading) => {
    expect(isHouseHeading(heading)).toBe(false);
  });
});

describe('houseHeadingText', () => {
  it('names the compass point and the degrees', () => {
    expect(houseHeadingText(180)).toBe('Vorderseite nach Süden (180°)');
  });
});
