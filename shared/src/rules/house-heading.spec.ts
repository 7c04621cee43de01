import { compassPoint, turnHeading } from './house-heading.js';

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
