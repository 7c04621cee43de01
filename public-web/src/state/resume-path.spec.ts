import { describe, expect, it } from 'vitest';
import { CHOSEN_HOUSE, planState } from '../testing/configurator-state';
import { EMPTY_PERSONAL_INFO } from './configurator-store';
import { resumePath } from './resume-path';

describe('resumePath', () => {
  it('has nothing to resume before the first choice', () => {
    expect(resumePath(planState())).toBeNull();
  });

  it('continues at the stage once a house was chosen or left out', () => {
    expect(resumePath(planState({ selectedHouse: CHOSEN_HOUSE }))).toBe('/choose-construction-stage');
    expect(resumePath(planState({ withoutTemplateHouse: true }))).toBe('/choose-construction-stage');
  });

  it('continues at the summary once a stage was chosen', () => {
    expect(resumePath(planState({ selectedHouse: CHOSEN_HOUSE, currentStageId: 's1' }))).toBe('/your-house');
  });

  it('continues at the overview once an e-mail address was typed', () => {
    const personalInfo = { ...EMPTY_PERSONAL_INFO, email: 'anna@example.org' };
    expect(resumePath(planState({ currentStageId: 's1', personalInfo }))).toBe('/request/overview');
  });
});
