import { ConstructionMethod, RequestStatus, RoofShape } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { toCreatePayload, toUpdatePayload } from './request-payload';

const form = {
  id: 'r-1',
  firstName: ' Max ',
  lastName: 'Muster',
  email: ' max@example.de',
  phoneNumber: '0170 1234567',
  place: '  ',
  propertyNumber: ' 12/3 ',
  notes: '',
  status: RequestStatus.IN_NEGOTIATION,
  contactPersonId: '',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('toCreatePayload', () => {
  it('sends the personal data trimmed, emptied optional fields as null', () => {
    expect(toCreatePayload(form)).toEqual({
      firstName: 'Max',
      lastName: 'Muster',
      email: 'max@example.de',
      phoneNumber: '0170 1234567',
      place: null,
      propertyNumber: '12/3',
      notes: null,
      status: RequestStatus.IN_NEGOTIATION,
      contactPersonId: null,
    });
  });

  it('sends empty texts for missing required fields and a new request’s status by default', () => {
    expect(toCreatePayload({})).toMatchObject({ firstName: '', email: '', status: RequestStatus.NEW });
  });
});

describe('toUpdatePayload', () => {
  it('adds the construction choices and leaves out read-only fields and a template house', () => {
    const payload = toUpdatePayload({
      ...form,
      constructionStageId: 'stage-1',
      constructionWorkIds: ['w-1', 7, 'w-2'],
      customHouse: null,
    });
    expect(payload).toMatchObject({ constructionStageId: 'stage-1', constructionWorkIds: ['w-1', 'w-2'] });
    expect(payload).not.toHaveProperty('id');
    expect(payload).not.toHaveProperty('createdAt');
    expect(payload).not.toHaveProperty('customHouse');
  });

  it('sends no construction works when the form holds none', () => {
    expect(toUpdatePayload(form)).toMatchObject({ constructionStageId: null, constructionWorkIds: [] });
  });

  it('sends the custom house’s data with the typed area as a number', () => {
    const payload = toUpdatePayload({
      ...form,
      customHouse: {
        name: ' Haus Muster ',
        propertyShape: '',
        constructionMethod: ConstructionMethod.SOLID,
        roofShape: RoofShape.GABLE,
        sizeInSqm: '132,5',
        propertyNumber: '',
        location: ' Ulm ',
      },
    });
    expect(payload.customHouse).toEqual({
      name: 'Haus Muster',
      propertyShape: null,
      constructionMethod: ConstructionMethod.SOLID,
      roofShape: RoofShape.GABLE,
      sizeInSqm: 132.5,
      propertyNumber: null,
      location: 'Ulm',
    });
  });
});
