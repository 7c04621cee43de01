import { IDLE_PREFETCH_TIMEOUT_MS } from '@hauskonfig/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageModules } from './page-modules';
import { prefetchNextPages } from './prefetch';

// Each page's loader is a spy, made when the prefetch first asks for it.
vi.mock('./page-modules', () => ({
  pageModules: new Proxy({} as Record<string, () => Promise<unknown>>, {
    get: (loaders, name: string) => (loaders[name] ??= vi.fn(() => Promise.resolve({}))),
  }),
}));

const loaded = () =>
  Object.entries(pageModules)
    .filter(([, load]) => vi.mocked(load).mock.calls.length > 0)
    .map(([name]) => name);

beforeEach(() => {
  vi.useFakeTimers();
  for (const load of Object.values(pageModules)) vi.mocked(load).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('prefetchNextPages', () => {
  it('loads the next steps’ pages once the browser is idle', () => {
    const idle = vi.fn((work: () => void, _options?: IdleRequestOptions) => setTimeout(work, 10));
    vi.stubGlobal('window', { requestIdleCallback: idle, cancelIdleCallback: vi.fn() });
    prefetchNextPages('/your-house');
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_PREFETCH_TIMEOUT_MS });
    expect(loaded()).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(loaded()).toEqual(['request', 'personalInfo']);
  });

  it('waits the idle timeout where the browser has no idle callback (Safari)', () => {
    vi.stubGlobal('window', {});
    prefetchNextPages('/');
    vi.advanceTimersByTime(IDLE_PREFETCH_TIMEOUT_MS - 1);
    expect(loaded()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(loaded()).toEqual(['propertyShape', 'login']);
  });

  it('loads nothing for a page left before the browser was idle', () => {
    vi.stubGlobal('window', {});
    const cancel = prefetchNextPages('/configure');
    cancel();
    vi.advanceTimersByTime(IDLE_PREFETCH_TIMEOUT_MS);
    expect(loaded()).toEqual([]);
  });

  it('waits for nothing on a page with no next pages', () => {
    const idle = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback: idle });
    prefetchNextPages('/impressum');
    expect(idle).not.toHaveBeenCalled();
  });

  it('ignores a page that fails to load: the navigation loads it again', async () => {
    vi.stubGlobal('window', {});
    vi.mocked(pageModules.yourHouse).mockRejectedValueOnce(new Error('offline'));
    prefetchNextPages('/choose-construction-stage');
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_TIMEOUT_MS);
    expect(loaded()).toEqual(['yourHouse']);
  });
});
