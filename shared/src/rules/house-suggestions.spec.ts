import { ConstructionMethod } from '../enums/construction-method.js';
import { PropertyShape } from '../enums/property-shape.js';
import { pickSuggestions, suggestionFilter } from './house-suggestions.js';

describe('suggestionFilter', () => {
  it('keeps plot shape and construction method and allows ±25 % living area, rounded outwards', () => {
    expect(
      suggestionFilter({
        propertyShape: PropertyShape.INCLINED,
        constructionMethod: ConstructionMethod.WOODEN,
        sizeInSqm: 131,
      }),
    ).toEqual({ propertyShape: 'INCLINED', constructionMethod: 'WOODEN', from: 98, to: 164 });
  });

  it('leaves out what the house does not have', () => {
    expect(
      suggestionFilter({ propertyShape: null, constructionMethod: ConstructionMethod.SOLID, sizeInSqm: null }),
    ).toEqual({
      constructionMethod: 'SOLID',
    });
  });
});

describe('pickSuggestions', () => {
  const house = (id: string, sizeInSqm: number | null) => ({ id, sizeInSqm });

  it('never suggests the chosen house and puts the closest sizes first, at most three', () => {
    const chosen = house('a', 140);
    const picked = pickSuggestions(
      [house('a', 140), house('b', 170), house('c', 138), house('d', 150), house('e', null), house('f', 120)],
      chosen,
    );
    expect(picked.map((candidate) => candidate.id)).toEqual(['c', 'd', 'f']);
  });
});
