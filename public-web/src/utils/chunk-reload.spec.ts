import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';
import { isChunkLoadError, reloadOnceAfterChunkError } from './chunk-reload';

describe('isChunkLoadError', () => {
  it('recognises a failed page chunk in Chromium, Firefox and Safari', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://haus.example/assets/LoginPage-abc.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it('does not take other errors for one', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadOnceAfterChunkError', () => {
  const reload = vi.fn();
  let storage: MemoryStorage;

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-05-04T10:00:00Z') });
    storage = new MemoryStorage();
    reload.mockClear();
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('window', { location: { reload } });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reloads once, then not again within 10 seconds, then again', () => {
    expect(reloadOnceAfterChunkError()).toBe(true);
    vi.advanceTimersByTime(9_999);
    expect(reloadOnceAfterChunkError()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reloadOnceAfterChunkError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('shows the error page instead when the tab has no session storage', () => {
    vi.spyOn(storage, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(reloadOnceAfterChunkError()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
