import { ConstructionMethod } from '../enums/construction-method.js';
import { PropertyShape } from '../enums/property-shape.js';
import { RoofShape } from '../enums/roof-shape.js';
import {
  catalogueRequestPath,
  configureFilterQuery,
  parseConfigureFilter,
  sanitizeConfigureFilter,
  serializeConfigureFilter,
} from './configure-filter.js';

describe('configure filter', () => {
  const filter = {
    propertyShape: PropertyShape.HILLSIDE,
    constructionMethod: ConstructionMethod.WOODEN,
    roofShape: RoofShape.GABLE,
    from: 100,
    to: 180,
  };

  it('survives the cookie round trip', () => {
    expect(parseConfigureFilter(serializeConfigureFilter(filter))).toEqual(filter);
  });

  it('drops unknown values, fields and malformed areas', () => {
    expect(
      sanitizeConfigureFilter({ propertyShape: 'CASTLE', roofShape: 'FLAT', from: -1, to: '120', extra: 1 }),
    ).toEqual({ roofShape: RoofShape.FLAT, to: 120 });
    expect(sanitizeConfigureFilter({ from: Number.NaN, to: 100000 })).toEqual({});
  });

  it('reads unreadable cookies as an empty filter', () => {
    expect(parseConfigureFilter('not json')).toEqual({});
    expect(parseConfigureFilter('null')).toEqual({});
    expect(parseConfigureFilter(undefined)).toEqual({});
  });

  it('builds the catalogue query and turns a reversed range around', () => {
    expect(configureFilterQuery({ ...filter, from: 200, to: 90 })).toEqual({
      from: '90',
      to: '200',
      propertyShape: 'HILLSIDE',
      constructionMethod: 'WOODEN',
      roofShape: 'GABLE',
    });
    expect(configureFilterQuery({})).toEqual({});
  });

  it('builds the catalogue request path the site and the page hints share', () => {
    expect(catalogueRequestPath({})).toBe('/houses/templates?');
    expect(catalogueRequestPath({ roofShape: RoofShape.GABLE, from: 90.5 })).toBe(
      '/houses/templates?from=90.5&roofShape=GABLE',
    );
  });
});
