import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

type Sheet = EmotionCache['sheet'];

/**
 * The only properties the browsers the site supports (spec: current Chrome, Firefox, Safari and
 * Edge) still need with a prefix: Safari before 18 knows `user-select` and `backdrop-filter`
 * only as `-webkit-`.
 */
const WEBKIT_ONLY = new Set(['user-select', 'backdrop-filter']);

/**
 * Emotion's default prefixer rewrites every declaration for browsers from a decade ago; at the
 * first render that was a fifth of the main thread's work. This one prefixes what still needs it.
 */
export const prefixWhatSafariNeeds: StylisPlugin = (element) => {
  if (element.type === 'decl' && typeof element.props === 'string' && WEBKIT_ONLY.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

export interface StartupStyleCache {
  cache: EmotionCache;
  /** From now on every rule is inserted at once, as emotion does. */
  endBatching(): void;
}

/**
 * Emotion's style sheet inserts every rule on its own (`insertRule`), some two thousand at the first
 * page's render. Until `endBatching`, this cache collects the rules and writes them as one `<style>`
 * element at the end of the task, parsed once: the browser draws only after the task. Later
 * renders insert at once, as code that measures in a layout effect (a menu placing itself) needs
 * its styles in place; the first page measures nothing there.
 */
function createStartupStyleCache(key = 'css'): StartupStyleCache {
  const cache = createCache({ key, speedy: true, stylisPlugins: [prefixWhatSafariNeeds] });
  const sheet = cache.sheet;
  let pending: string[] = [];
  const write = () => {
    if (pending.length === 0) return;
    const element = document.createElement('style');
    element.setAttribute('data-emotion', key);
    element.textContent = pending.join('');
    pending = [];
    sheet.container.appendChild(element);
    sheet.tags.push(element);
  };
  const batched: Sheet = Object.assign(Object.create(Object.getPrototypeOf(sheet) as object) as Sheet, sheet, {
    insert(rule: string) {
      if (pending.length === 0) queueMicrotask(write);
      pending.push(rule);
    },
  });
  cache.sheet = batched;
  return {
    cache,
    endBatching() {
      write();
      cache.sheet = sheet;
    },
  };
}

/** The app's one style cache (App provides it; the first page ends its batching). */
export const startupStyles = createStartupStyleCache();
