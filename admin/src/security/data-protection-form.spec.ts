import { describe, expect, it } from 'vitest';
import { RETENTION_VALIDATION, toFormValues, toSettingsInput } from './data-protection-form';

const check = (field: keyof typeof RETENTION_VALIDATION, value: string) =>
  RETENTION_VALIDATION[field].map((validate) => validate(value, {}, {})).find(Boolean);

describe('data protection form', () => {
  it('round-trips the settings through the typed days', () => {
    const settings = {
      secondFactorRequired: true,
      savedPlanRetentionDays: 90,
      closedRequestRetentionDays: 365,
      sentMailRetentionDays: 30,
      updatedAt: '2026-11-29T10:00:00.000Z',
    };
    const values = toFormValues(settings);
    expect(values.closedRequestRetentionDays).toBe('365');
    expect(toSettingsInput({ ...values, sentMailRetentionDays: ' 45 ' })).toEqual({
      secondFactorRequired: true,
      savedPlanRetentionDays: 90,
      closedRequestRetentionDays: 365,
      sentMailRetentionDays: 45,
    });
  });

  it('takes whole days from 1 to 3650 and says what is wrong otherwise', () => {
    expect(check('savedPlanRetentionDays', '30')).toBeUndefined();
    expect(check('savedPlanRetentionDays', '')).toMatch(/muss ausgefüllt werden|ausfüllen|Pflicht/i);
    expect(check('savedPlanRetentionDays', '2,5')).toBeTruthy();
    expect(check('savedPlanRetentionDays', '0')).toMatch(/1/);
    expect(check('sentMailRetentionDays', '3651')).toMatch(/3650/);
  });
});
