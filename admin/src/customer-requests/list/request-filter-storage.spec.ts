import { CR_SEARCH_FILTER_KEY } from '@hauskonfig/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredFilter, writeStoredFilter } from './request-filter-storage';

/** The browser's localStorage, as far as the filter uses it. */
const memoryStorage = () => {
  const entries = new Map<string, string>();
  return {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
};

describe('request filter storage', () => {
  let storage: ReturnType<typeof memoryStorage>;

  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('restores what was written', () => {
    writeStoredFilter({ fullName: 'Muster', status: 'NEW', contactPersonId: 'cp-1' });
    expect(readStoredFilter()).toEqual({ fullName: 'Muster', status: 'NEW', contactPersonId: 'cp-1' });
  });

  it('keeps only the known, non-empty text filters', () => {
    writeStoredFilter({ email: 'a@example.de', phoneNumber: '', page: 3, q: 'x', status: ['NEW'] });
    expect(JSON.parse(storage.getItem(CR_SEARCH_FILTER_KEY) ?? '')).toEqual({ email: 'a@example.de' });
  });

  it('removes the stored filter once nothing is filtered', () => {
    writeStoredFilter({ fullName: 'Muster' });
    writeStoredFilter({ fullName: '' });
    expect(storage.getItem(CR_SEARCH_FILTER_KEY)).toBeNull();
    writeStoredFilter(null);
    expect(readStoredFilter()).toEqual({});
  });

  it('ignores unreadable or foreign content', () => {
    storage.setItem(CR_SEARCH_FILTER_KEY, '{kaputt');
    expect(readStoredFilter()).toEqual({});
    storage.setItem(CR_SEARCH_FILTER_KEY, JSON.stringify({ fullName: 7, email: 'b@example.de', admin: 'ja' }));
    expect(readStoredFilter()).toEqual({ email: 'b@example.de' });
    storage.setItem(CR_SEARCH_FILTER_KEY, '"Muster"');
    expect(readStoredFilter()).toEqual({});
  });

  it('works on without a usable storage', () => {
    const failing = () => {
      throw new Error('blocked');
    };
    vi.stubGlobal('localStorage', { getItem: failing, setItem: failing, removeItem: failing });
    expect(readStoredFilter()).toEqual({});
    expect(() => writeStoredFilter({ fullName: 'Muster' })).not.toThrow();
  });
});
