import { ConstructionMethod } from '../enums/construction-method.js';
import { PropertyShape } from '../enums/property-shape.js';
import { RoofShape } from '../enums/roof-shape.js';
import { rankSuggestions } from './house-suggestions.js';

const { STRAIGHT, INCLINED, HILLSIDE } = PropertyShape;
const { SOLID, WOODEN } = ConstructionMethod;
const { GABLE, FLAT, HIPPED, PENT } = RoofShape;

const house = (
  name: string,
  propertyShape: PropertyShape | null,
  constructionMethod: ConstructionMethod | null,
  roofShape: RoofShape | null,
  sizeInSqm: number | null,
) => ({ id: name, name, propertyShape, constructionMethod, roofShape, sizeInSqm });

/** The demo catalogue: no other house shares Bungalow Ahornweg's plot shape and method. */
const ahornweg = house('Bungalow Ahornweg', INCLINED, WOODEN, GABLE, 92);
const catalogue = [
  ahornweg,
  house('Stadtvilla Linz', STRAIGHT, SOLID, HIPPED, 168),
  house('Bungalow Seeblick', STRAIGHT, WOODEN, FLAT, 112),
  house('Haus Waldrand', HILLSIDE, WOODEN, GABLE, 146),
  house('Landhaus Mühlviertel', INCLINED, SOLID, GABLE, 184),
  house('Haus Sonnenhang', HILLSIDE, SOLID, PENT, 138),
  house('Bungalow Lindenhof', STRAIGHT, SOLID, HIPPED, 98),
  house('Haus Traunblick', INCLINED, SOLID, FLAT, 205),
  house('Bungalow Weitblick', HILLSIDE, WOODEN, FLAT, 104),
  house('Pulthaus Kubus', STRAIGHT, WOODEN, PENT, 156),
  house('Familienhaus Wiesengrund', STRAIGHT, SOLID, GABLE, 132),
  house('Villa Donaublick', HILLSIDE, SOLID, HIPPED, 220),
];

const names = (suggestions: { house: { name: string } }[]) => suggestions.map(({ house }) => house.name);

describe('rankSuggestions', () => {
  it('suggests the nearest houses when none shares plot shape and method: the plot shape first, then the method', () => {
    const suggestions = rankSuggestions(catalogue, ahornweg);
    expect(names(suggestions)).toEqual(['Landhaus Mühlviertel', 'Haus Traunblick', 'Bungalow Weitblick']);
    expect(suggestions[0]!.reasons).toEqual({
      samePropertyShape: true,
      sameConstructionMethod: false,
      similarSizeDifference: null,
      sameRoofShape: true,
    });
    expect(suggestions[2]!.reasons).toEqual({
      samePropertyShape: false,
      sameConstructionMethod: true,
      similarSizeDifference: 12,
      sameRoofShape: false,
    });
  });

  it('puts same plot shape and method first, then a similar size (±25 %), then the same roof, then the size gap', () => {
    const chosen = house('Gewählt', HILLSIDE, SOLID, FLAT, 300);
    const suggestions = rankSuggestions(
      [
        house('Andere Bauweise, gleich groß', HILLSIDE, WOODEN, FLAT, 300),
        house('Groß, gleiches Dach', HILLSIDE, SOLID, FLAT, 400),
        house('Groß, anderes Dach', HILLSIDE, SOLID, HIPPED, 380),
        house('Ähnlich, anderes Dach', HILLSIDE, SOLID, PENT, 290),
        house('Ähnlich, gleiches Dach', HILLSIDE, SOLID, FLAT, 330),
        chosen,
      ],
      chosen,
      5,
    );
    expect(names(suggestions)).toEqual([
      'Ähnlich, gleiches Dach',
      'Ähnlich, anderes Dach',
      'Groß, gleiches Dach',
      'Groß, anderes Dach',
      'Andere Bauweise, gleich groß',
    ]);
    expect(suggestions.map(({ reasons }) => reasons.similarSizeDifference)).toEqual([30, -10, null, null, 0]);
  });

  it('never suggests the chosen house and at most three by default', () => {
    const chosen = catalogue[1]!;
    const suggestions = rankSuggestions(catalogue, chosen);
    expect(suggestions).toHaveLength(3);
    expect(names(suggestions)).not.toContain(chosen.name);
  });

  it('suggests any other house, even one without shared features or a known size, last', () => {
    const chosen = house('Gewählt', STRAIGHT, SOLID, GABLE, 120);
    const suggestions = rankSuggestions(
      [chosen, house('Ohne Angaben', null, null, null, null), house('Ganz anders', HILLSIDE, WOODEN, FLAT, 250)],
      chosen,
    );
    expect(names(suggestions)).toEqual(['Ganz anders', 'Ohne Angaben']);
    expect(suggestions[1]!.reasons).toEqual({
      samePropertyShape: false,
      sameConstructionMethod: false,
      similarSizeDifference: null,
      sameRoofShape: false,
    });
  });

  it('matches no field the chosen house lacks, and orders equal houses by name', () => {
    const chosen = house('Gewählt', null, null, null, null);
    const suggestions = rankSuggestions(
      [house('Zeder', null, null, null, 100), house('Ahorn', null, null, null, 90)],
      chosen,
    );
    expect(names(suggestions)).toEqual(['Ahorn', 'Zeder']);
    expect(suggestions[0]!.reasons.samePropertyShape).toBe(false);
  });
});
