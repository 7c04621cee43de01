import { SunDatePreset } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { EMPTY_PERSONAL_INFO } from '../state/configurator-store';
import { CHOSEN_HOUSE, planState } from '../testing/configurator-state';
import { planContentOf } from './plan-content';

const FINANCING = { equityCents: 9_000_000, interestPercent: 3.2, termYears: 30, repaymentPercent: null };

describe('planContentOf', () => {
  it('keeps the house by its id and the rest as chosen and typed', () => {
    const personalInfo = { ...EMPTY_PERSONAL_INFO, firstname: 'Anna' };
    const state = planState({
      selectedHouse: CHOSEN_HOUSE,
      currentStageId: 's2',
      selectedWorkIds: ['w1'],
      personalInfo,
      privacyConsentVersion: 4,
      shownContactPersonId: 'person-2',
      houseHeading: 45,
      sunDate: SunDatePreset.WINTER,
      financing: FINANCING,
    });
    expect(planContentOf(state)).toEqual({
      houseId: 'house-1',
      withoutTemplateHouse: false,
      currentStageId: 's2',
      selectedWorkIds: ['w1'],
      personalInfo,
      financing: FINANCING,
      houseHeading: 45,
      sunDate: SunDatePreset.WINTER,
    });
  });

  it('keeps a plan without a template house, and no financing inputs while the defaults hold', () => {
    expect(planContentOf(planState({ withoutTemplateHouse: true }))).toMatchObject({
      houseId: null,
      withoutTemplateHouse: true,
      financing: null,
    });
  });
});
