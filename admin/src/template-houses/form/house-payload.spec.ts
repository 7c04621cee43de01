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
    });
  });

  it('keeps a stored area and sends an empty name for a missing one', () => {
    expect(toHousePayload({ sizeInSqm: 98 })).toMatchObject({ name: '', sizeInSqm: 98 });
  });
});
