import { PropertyShape, SunDatePreset } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { CHOSEN_HOUSE, planState } from '../testing/configurator-state';
import { incomingPayload } from './incoming-payload';

const TYPED = {
  firstname: ' Anna ',
  lastname: 'Berger ',
  email: ' anna@example.org',
  phoneNumber: '+43 660 1234567 ',
  place: '  ',
  propertyNumber: ' 123/4 ',
  notes: '',
};

const FINANCING = { equityCents: 6_000_000, interestPercent: 3.9, termYears: 25, repaymentPercent: 2 };

const DEFAULTS = { equityCents: 8_000_000, interestPercent: 3.6, termYears: 30, repaymentPercent: null };

describe('incomingPayload', () => {
  it('sends the typed texts trimmed and leaves empty optional fields out', () => {
    const payload = incomingPayload(planState({ personalInfo: TYPED }), null, null);
    expect(payload).toMatchObject({
      firstname: 'Anna',
      lastname: 'Berger',
      email: 'anna@example.org',
      phoneNumber: '+43 660 1234567',
      propertyNumber: '123/4',
    });
    expect(payload.place).toBeUndefined();
    expect(payload.notes).toBeUndefined();
  });

  it('sends the house, works, plot shape, financing, consent, contact person and orientation as chosen', () => {
    const state = planState({
      personalInfo: TYPED,
      selectedHouse: CHOSEN_HOUSE,
      selectedWorkIds: ['w1', 'w2'],
      privacyConsentVersion: 3,
      shownContactPersonId: 'person-2',
      houseHeading: 270,
      sunDate: SunDatePreset.SPRING,
      financing: FINANCING,
    });
    expect(incomingPayload(state, PropertyShape.HILLSIDE, DEFAULTS)).toMatchObject({
      houseId: 'house-1',
      constructionWorkIds: ['w1', 'w2'],
      plotShape: PropertyShape.HILLSIDE,
      financing: FINANCING,
      privacyConsent: true,
      privacyVersion: 3,
      shownContactPersonId: 'person-2',
      houseHeading: 270,
      sunDate: SunDatePreset.SPRING,
    });
  });

  it('sends no consent, house or contact person the visitor did not give or see', () => {
    const payload = incomingPayload(planState({ personalInfo: TYPED, withoutTemplateHouse: true }), null, null);
    expect(payload).toMatchObject({ privacyConsent: false, privacyVersion: 0 });
    expect(payload.houseId).toBeUndefined();
    expect(payload.shownContactPersonId).toBeUndefined();
    // No plot chosen and no price guide loaded: the API uses the house's plot, and there is no example.
    expect(payload.plotShape).toBeUndefined();
    expect(payload.financing).toBeUndefined();
  });

  it('sends the financing example the visitor saw: the staff defaults while untouched', () => {
    const payload = incomingPayload(planState({ personalInfo: TYPED }), null, DEFAULTS);
    expect(payload.financing).toEqual(DEFAULTS);
  });
});
