import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { de } from '../i18n/de';
import { deSavedPlan } from '../i18n/de-saved-plan';
import { planCodeOf, planKeyOf, takePlanKey } from './plan-link';

vi.mock('./open-saved-plan', () => ({ openSavedPlan: vi.fn() }));

// The specs share one module graph (isolate: false): another file (guards.spec.ts) may have loaded
// plan-link with the real openSavedPlan, so it is loaded afresh with the mock.
let ApiError: typeof import('../api/api-error').ApiError;
let openSavedPlan: typeof import('./open-saved-plan').openSavedPlan;
let tryOpenSavedPlan: typeof import('./plan-link').tryOpenSavedPlan;

beforeAll(async () => {
  vi.resetModules();
  ({ ApiError } = await import('../api/api-error'));
  ({ openSavedPlan } = await import('./open-saved-plan'));
  ({ tryOpenSavedPlan } = await import('./plan-link'));
});

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

describe('planKeyOf', () => {
  it('reads the key of a full link’s fragment', () => {
    expect(planKeyOf('#key=abc_DEF-123')).toBe('abc_DEF-123');
    expect(planKeyOf('key=abc')).toBe('abc');
  });

  it('answers null for a fragment without a key', () => {
    expect(planKeyOf('')).toBeNull();
    expect(planKeyOf('#')).toBeNull();
    expect(planKeyOf('#key=')).toBeNull();
    expect(planKeyOf('#top')).toBeNull();
  });
});

describe('takePlanKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  const browserAt = (pathname: string, search: string, hash: string) => {
    const history = { state: { idx: 3 }, replaceState: vi.fn() };
    vi.stubGlobal('window', { location: { pathname, search, hash }, history });
    return history;
  };

  it('takes the key out of the address bar of the page the loader opens', () => {
    const history = browserAt('/login', '?plan=123456', '#key=secret');
    expect(takePlanKey('https://haus.example/login?plan=123456')).toBe('secret');
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/login?plan=123456');
  });

  it('reads no key of another page, and leaves a page without one as it is', () => {
    const other = browserAt('/your-house', '', '#key=secret');
    expect(takePlanKey('https://haus.example/login?plan=123456')).toBeNull();
    expect(other.replaceState).not.toHaveBeenCalled();
    const plain = browserAt('/login', '?plan=123456', '');
    expect(takePlanKey('https://haus.example/login?plan=123456')).toBeNull();
    expect(plain.replaceState).not.toHaveBeenCalled();
  });
});

describe('tryOpenSavedPlan', () => {
  it('answers the path of the plan’s furthest step', async () => {
    vi.mocked(openSavedPlan).mockResolvedValue('/your-house');
    expect(await tryOpenSavedPlan('123456')).toEqual({ path: '/your-house' });
    expect(openSavedPlan).toHaveBeenLastCalledWith('123456', undefined, null);
    await tryOpenSavedPlan('123456', undefined, 'secret');
    expect(openSavedPlan).toHaveBeenLastCalledWith('123456', undefined, 'secret');
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
