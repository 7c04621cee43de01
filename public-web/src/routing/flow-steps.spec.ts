import { describe, expect, it } from 'vitest';
import { FLOW_STEPS, flowStepIndex, nextPagesOf } from './flow-steps';

describe('FLOW_STEPS', () => {
  it('are the six steps of "Schritt n von 6", in order', () => {
    expect(FLOW_STEPS.map((step) => step.path)).toEqual([
      '/configure/property-shape',
      '/configure/construction-method',
      '/configure',
      '/choose-construction-stage',
      '/your-house',
      '/request',
    ]);
  });
});

describe('flowStepIndex', () => {
  it('picks the longest matching step path', () => {
    expect(FLOW_STEPS[flowStepIndex('/configure/property-shape')].path).toBe('/configure/property-shape');
    expect(FLOW_STEPS[flowStepIndex('/configure/house/12')].path).toBe('/configure');
    expect(FLOW_STEPS[flowStepIndex('/request/personal-info')].path).toBe('/request');
  });

  it('does not match a path that only starts with the same letters', () => {
    expect(flowStepIndex('/configurement')).toBe(-1);
    expect(flowStepIndex('/imprint')).toBe(-1);
  });
});

describe('nextPagesOf', () => {
  it('names the pages a step leads to', () => {
    expect(nextPagesOf('/choose-construction-stage')).toEqual(['yourHouse']);
  });

  it('names pages for the start page and the login, nothing for other pages', () => {
    expect(nextPagesOf('/')).toEqual(['propertyShape', 'login']);
    expect(nextPagesOf('/login')).toEqual(['customerHome']);
    expect(nextPagesOf('/imprint')).toEqual([]);
  });
});
