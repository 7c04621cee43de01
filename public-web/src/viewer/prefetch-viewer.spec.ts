import { VIEWER_CODE_META } from '@hauskonfig/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchViewer } from './prefetch-viewer';

const CODE = ['/assets/HouseViewer-a.js', '/assets/three-b.js'];
const MODEL = '/api/v1/houses/1/models/2/file';

/** The head's prefetch links, as the prefetch adds them. */
let prefetches: { rel: string; as: string; crossOrigin: string; href: string }[];
let idleWork: (() => void) | undefined;

const stubPage = ({ saveData = false, readyState = 'complete' } = {}) => {
  prefetches = [];
  idleWork = undefined;
  vi.stubGlobal('navigator', { connection: { saveData } });
  vi.stubGlobal('document', {
    readyState,
    querySelector: (selector: string) =>
      selector === `meta[name="${VIEWER_CODE_META}"]` ? { content: CODE.join(' ') } : null,
    head: {
      querySelector: (selector: string) => prefetches.find((link) => selector.includes(`href="${link.href}"`)) ?? null,
      append: (link: { rel: string; as: string; crossOrigin: string; href: string }) => prefetches.push(link),
    },
    createElement: () => ({ rel: '', as: '', crossOrigin: '', href: '' }),
  });
  vi.stubGlobal('window', {
    requestIdleCallback: vi.fn((work: () => void) => {
      idleWork = work;
      return 7;
    }),
    cancelIdleCallback: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve({ ok: true, arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) })),
  );
};

beforeEach(() => stubPage());

afterEach(() => vi.unstubAllGlobals());

describe('prefetchViewer', () => {
  it('prefetches the viewer’s code and fetches the first model once the browser is idle', () => {
    prefetchViewer(MODEL);
    expect(prefetches).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    idleWork?.();
    expect(prefetches).toEqual(CODE.map((href) => ({ rel: 'prefetch', as: 'script', crossOrigin: 'anonymous', href })));
    expect(fetch).toHaveBeenCalledWith(MODEL, { signal: expect.any(AbortSignal) });
  });

  it('adds each prefetch once, however often a house page asks', () => {
    prefetchViewer();
    idleWork?.();
    prefetchViewer();
    idleWork?.();
    expect(prefetches).toHaveLength(CODE.length);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits for the page to finish loading first', () => {
    stubPage({ readyState: 'loading' });
    prefetchViewer(MODEL);
    expect(window.addEventListener).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
  });

  it('fetches nothing for a visitor who asked to save data', () => {
    stubPage({ saveData: true });
    prefetchViewer(MODEL);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    expect(window.addEventListener).not.toHaveBeenCalled();
  });

  it('stops waiting and stops the model download when the page is left', () => {
    const cancel = prefetchViewer(MODEL);
    idleWork?.();
    const { signal } = vi.mocked(fetch).mock.calls[0][1] as RequestInit;
    cancel();
    expect(signal?.aborted).toBe(true);
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
    expect(window.removeEventListener).toHaveBeenCalledWith('load', expect.any(Function));
  });
});
