import { CONFIGURE_FILTER_COOKIE, ConstructionMethod, PropertyShape } from '@hauskonfig/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryCookies } from '../testing/memory-cookies';

let cookies: MemoryCookies;

/** The store reads the cookie once, when its module loads: each case loads it anew. */
const loadStore = async () => {
  vi.resetModules();
  return (await import('./configure-filter-cookie')).configureFilterStore;
};

const storedFilter = () => {
  const entry = cookies.cookie.split('; ').find((part) => part.startsWith(`${CONFIGURE_FILTER_COOKIE}=`));
  return entry && JSON.parse(decodeURIComponent(entry.slice(CONFIGURE_FILTER_COOKIE.length + 1)));
};

beforeEach(() => {
  cookies = new MemoryCookies();
  vi.stubGlobal('document', cookies);
});

afterEach(() => vi.unstubAllGlobals());

describe('configureFilterStore', () => {
  it('starts with the filter of the cookie', async () => {
    cookies.cookie = 'other=1';
    cookies.cookie = `${CONFIGURE_FILTER_COOKIE}=${encodeURIComponent('{"propertyShape":"HILLSIDE","from":80}')}`;
    const store = await loadStore();
    expect(store.get()).toEqual({ propertyShape: PropertyShape.HILLSIDE, from: 80 });
  });

  it('starts empty without a cookie or with one it cannot read', async () => {
    expect((await loadStore()).get()).toEqual({});
    cookies.cookie = `${CONFIGURE_FILTER_COOKIE}=%7Bbroken`;
    expect((await loadStore()).get()).toEqual({});
  });

  it('writes the filter to the cookie for 30 days on the whole site and tells the listeners', async () => {
    const store = await loadStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ constructionMethod: ConstructionMethod.WOODEN, to: 150 });
    expect(storedFilter()).toEqual({ constructionMethod: 'WOODEN', to: 150 });
    expect(cookies.attributes.get(CONFIGURE_FILTER_COOKIE)).toBe('path=/; max-age=2592000; SameSite=Lax');
    expect(store.get()).toEqual({ constructionMethod: ConstructionMethod.WOODEN, to: 150 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps only what a filter may hold', async () => {
    const store = await loadStore();
    store.set({ propertyShape: 'ROUND' as PropertyShape, from: -5, to: 200 });
    expect(store.get()).toEqual({ to: 200 });
    expect(storedFilter()).toEqual({ to: 200 });
  });

  it('stops telling a listener that unsubscribed', async () => {
    const store = await loadStore();
    const listener = vi.fn();
    store.subscribe(listener)();
    store.set({});
    expect(listener).not.toHaveBeenCalled();
  });
});
