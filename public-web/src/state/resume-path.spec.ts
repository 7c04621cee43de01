import { DEFAULT_HOUSE_ORIENTATION } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { EMPTY_PERSONAL_INFO, type ConfiguratorState } from './configurator-store';
import { resumePath } from './resume-path';

const EMPTY: ConfiguratorState = {
  selectedHouse: null,
  withoutTemplateHouse: false,
  currentStageId: null,
  selectedWorkIds: [],
  personalInfo: EMPTY_PERSONAL_INFO,
  privacyConsentVersion: null,
  shownContactPersonId: null,
  ...DEFAULT_HOUSE_ORIENTATION,
};

const HOUSE: ConfiguratorState['selectedHouse'] = {
  id: 'h1',
  name: 'Haus Linde',
  sizeInSqm: 120,
  thumbnailUrl: null,
  contactPersonId: null,
};

describe('resumePath', () => {
  it('has nothing to resume before the first choice', () => {
    expect(resumePath(EMPTY)).toBeNull();
  });

  it('continues at the stage once a house was chosen or left out', () => {
    expect(resumePath({ ...EMPTY, selectedHouse: HOUSE })).toBe('/choose-construction-stage');
    expect(resumePath({ ...EMPTY, withoutTemplateHouse: true })).toBe('/choose-construction-stage');
  });

  it('continues at the summary once a stage was chosen', () => {
    expect(resumePath({ ...EMPTY, selectedHouse: HOUSE, currentStageId: 's1' })).toBe('/your-house');
  });

  it('continues at the overview once an e-mail address was typed', () => {
    const typed = { ...EMPTY_PERSONAL_INFO, email: 'anna@example.org' };
    expect(resumePath({ ...EMPTY, currentStageId: 's1', personalInfo: typed })).toBe('/request/overview');
  });
});
