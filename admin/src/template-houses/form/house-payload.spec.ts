import { PropertyShape } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { toHousePayload } from './house-payload';

describe('toHousePayload', () => {
  it('sends only the editable fields, trimmed, empty inputs as null, the area as a number', () => {
    const payload = toHousePayload({
      id: 'house-1',
      name: ' Haus Sonnenhang ',
      propertyShape: PropertyShape.HILLSIDE,
      constructionMethod: '',
      sizeInSqm: '132,5',
      contactPersonId: 'cp-1',
      propertyNumber: ' 12/3 ',
      location: '  ',
      houseViewCount: 2,
      published: true,
      stagePrices: { 'stage-shell': 28900000, 'stage-key': '312500,50', 'stage-dry': '' },
    });
    expect(payload).toEqual({
      name: 'Haus Sonnenhang',
      propertyShape: PropertyShape.HILLSIDE,
      constructionMethod: null,
      roofShape: null,
      sizeInSqm: 132.5,
      contactPersonId: 'cp-1',
      propertyNumber: '12/3',
      location: null,
      stagePrices: { 'stage-shell': 28900000, 'stage-key': 31250050, 'stage-dry': null },
    });
  });

  it('keeps a stored area and sends an empty name for a missing one', () => {
    expect(toHousePayload({ sizeInSqm: 98 })).toMatchObject({ name: '', sizeInSqm: 98 });
    expect(toHousePayload({ sizeInSqm: 98 })).not.toHaveProperty('stagePrices');
  });
});
