import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { de } from '../i18n/de';
import { deSavedPlan } from '../i18n/de-saved-plan';
import { openSavedPlan } from './open-saved-plan';
import { planCodeOf, tryOpenSavedPlan } from './plan-link';

vi.mock('./open-saved-plan', () => ({ openSavedPlan: vi.fn() }));

describe('planCodeOf', () => {
  it('reads the code of a saved plan’s link', () => {
    expect(planCodeOf('https://haus.example/login?plan=123456')).toBe('123456');
    expect(planCodeOf('https://haus.example/login?code=111111&plan=%20654321')).toBe(' 654321');
  });

  it('answers null for a link without a plan', () => {
    expect(planCodeOf('https://haus.example/login?code=123456')).toBeNull();
    expect(planCodeOf('https://haus.example/login')).toBeNull();
  });
});

describe('tryOpenSavedPlan', () => {
  it('answers the path of the plan’s furthest step', async () => {
    vi.mocked(openSavedPlan).mockResolvedValue('/your-house');
    expect(await tryOpenSavedPlan('123456')).toEqual({ path: '/your-house' });
  });

  it('refuses a code that is not six digits without asking the API', async () => {
    vi.mocked(openSavedPlan).mockClear();
    expect(await tryOpenSavedPlan('12345a')).toEqual({ code: '12345a', error: de.login.codeInvalid });
    expect(openSavedPlan).not.toHaveBeenCalled();
  });

  it('answers the API’s reason, or a general one, for a plan that did not open', async () => {
    vi.mocked(openSavedPlan).mockRejectedValue(new ApiError('', 410, { message: 'Die Planung ist abgelaufen.' }));
    expect(await tryOpenSavedPlan('123456')).toEqual({ code: '123456', error: 'Die Planung ist abgelaufen.' });
    vi.mocked(openSavedPlan).mockRejectedValue(new Error('boom'));
    expect(await tryOpenSavedPlan('123456')).toEqual({ code: '123456', error: deSavedPlan.openFailed });
  });

  it('passes an abort on instead of naming it a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException('Aborted', 'AbortError');
    vi.mocked(openSavedPlan).mockRejectedValue(aborted);
    await expect(tryOpenSavedPlan('123456', controller.signal)).rejects.toBe(aborted);
  });
});
