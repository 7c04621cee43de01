import { DEMO_HOUSES, DemoHouseSpec } from '../src/demo-houses.data.js';
import { Opening, facadeOpenings } from '../src/facade-openings.js';
import { layoutStoreys } from '../src/floor-plan-layout.js';
import { eaveHeight, floorLevel } from '../src/house-proportions.js';
import { Rect } from '../src/plan-geometry.js';

const EPSILON = 1e-6;
const houses = DEMO_HOUSES.map((house) => [house.key, house] as const);

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width - EPSILON &&
  b.x < a.x + a.width - EPSILON &&
  a.y < b.y + b.depth - EPSILON &&
  b.y < a.y + a.depth - EPSILON;

const wallLength = (house: DemoHouseSpec, opening: Opening) =>
  opening.side === 'front' || opening.side === 'back' ? house.width : house.depth;

describe.each(houses)('floor plans of %s', (_key, house) => {
  const layouts = layoutStoreys(house);

  it('has one plan per storey', () => {
    expect(layouts.map((layout) => layout.title)).toEqual(
      house.storeys === 1 ? ['Erdgeschoss'] : ['Erdgeschoss', 'Obergeschoss'],
    );
  });

  it('fits rooms inside the outer walls without overlaps', () => {
    for (const layout of layouts) {
      const rects = layout.rooms.flatMap((room) => room.rects);
      for (const rect of rects) {
        expect(rect.x).toBeGreaterThanOrEqual(layout.wall - EPSILON);
        expect(rect.y).toBeGreaterThanOrEqual(layout.wall - EPSILON);
        expect(rect.x + rect.width).toBeLessThanOrEqual(house.width - layout.wall + EPSILON);
        expect(rect.y + rect.depth).toBeLessThanOrEqual(house.depth - layout.wall + EPSILON);
      }
      rects.forEach((a, i) => rects.slice(i + 1).forEach((b) => expect(overlaps(a, b)).toBe(false)));
    }
  });

  it('adds up to the advertised living area within 5 %', () => {
    const total = layouts.flatMap((layout) => layout.rooms).reduce((sum, room) => sum + room.area, 0);
    expect(Math.abs(total / house.sizeInSqm - 1)).toBeLessThan(0.05);
  });

  it('has the rooms of a home', () => {
    const names = layouts.flatMap((layout) => layout.rooms.map((room) => room.name)).join(' ');
    for (const name of ['Wohnen', 'Essen', 'Küche', 'Schlafen', 'Bad', 'WC', 'Flur', 'Kind', 'Technik']) {
      expect(names).toContain(name);
    }
  });

  it('gives rooms plausible sizes: bedrooms from 9.5 m², the main bedroom from 12 m², baths from 5 m²', () => {
    const rooms = layouts.flatMap((layout) => layout.rooms);
    const area = (pattern: RegExp) => rooms.filter((room) => pattern.test(room.name)).map((room) => room.area);
    for (const size of area(/^Kind/)) expect(size).toBeGreaterThanOrEqual(9.5);
    for (const size of area(/^Schlafen$/)) expect(size).toBeGreaterThanOrEqual(12);
    for (const size of area(/^(Bad|Duschbad)$/)) expect(size).toBeGreaterThanOrEqual(5);
    for (const size of area(/^Wohnen/)) expect(size).toBeGreaterThanOrEqual(19);
  });

  it('gives every room but the hall a door or an open passage', () => {
    for (const layout of layouts) {
      expect(layout.doorways.filter((door) => door.swing !== null)).toHaveLength(layout.rooms.length - 1);
    }
  });

  it('has stairs above each other only when there is an upper storey', () => {
    const stairs = layouts.map((layout) => layout.stairs);
    if (house.storeys === 1) expect(stairs).toEqual([null]);
    else expect(stairs[1]).toEqual(stairs[0]);
  });

  it('places one entrance and windows that fit their walls, below the eaves and apart', () => {
    const openings = layouts.flatMap(facadeOpenings);
    expect(openings.filter((opening) => opening.kind === 'door')).toHaveLength(1);
    expect(openings.filter((opening) => opening.kind === 'window').length).toBeGreaterThanOrEqual(6 * house.storeys);
    for (const opening of openings) {
      expect(opening.centre - opening.width / 2).toBeGreaterThan(0);
      expect(opening.centre + opening.width / 2).toBeLessThan(wallLength(house, opening));
      expect(floorLevel(opening.storey) + opening.sill + opening.height).toBeLessThan(eaveHeight(house));
    }
    openings.forEach((a, i) =>
      openings
        .slice(i + 1)
        .filter((b) => b.side === a.side && b.storey === a.storey)
        .forEach((b) => expect(Math.abs(a.centre - b.centre)).toBeGreaterThanOrEqual((a.width + b.width) / 2)),
    );
  });
});

describe('floor plans across houses', () => {
  const roomCount = (house: DemoHouseSpec) => layoutStoreys(house).flatMap((layout) => layout.rooms).length;

  it('has more rooms the larger the living area, never fewer', () => {
    const bySize = [...DEMO_HOUSES].sort((a, b) => a.sizeInSqm - b.sizeInSqm);
    bySize.slice(1).forEach((house, i) => expect(roomCount(house)).toBeGreaterThanOrEqual(roomCount(bySize[i])));
    expect(roomCount(bySize[bySize.length - 1])).toBeGreaterThan(roomCount(bySize[0]) + 6);
  });

  it('gives the 220 m² villa a layout of its own, not the 132 m² house scaled up', () => {
    const names = (key: string) => {
      const house = DEMO_HOUSES.find((candidate) => candidate.key === key);
      if (!house) throw new Error(`No house ${key}`);
      return layoutStoreys(house).flatMap((layout) => layout.rooms.map((room) => room.name));
    };
    const [small, large] = [names('familienhaus-wiesengrund'), names('villa-donaublick')];
    expect(large.length).toBeGreaterThan(small.length);
    expect(large).toEqual(expect.arrayContaining(['Speis', 'Ankleide', 'Duschbad', 'Gast', 'Kind 3']));
    expect(small).not.toContain('Ankleide');
  });
});
