import createCache from '@emotion/cache';
import { describe, expect, it } from 'vitest';
import { prefixWhatSafariNeeds } from './startup-style-cache';

/** The CSS emotion writes for one style through the plugin (outside a browser it returns the text). */
function cssOf(styles: string): string {
  const cache = createCache({ key: 't', stylisPlugins: [prefixWhatSafariNeeds] });
  return String(cache.insert('.t-1', { name: '1', styles, next: undefined }, cache.sheet, true));
}

describe('prefixWhatSafariNeeds', () => {
  it('adds the -webkit- form Safari before 18 needs for user-select and backdrop-filter', () => {
    expect(cssOf('user-select:none;')).toBe('.t-1{-webkit-user-select:none;user-select:none;}');
    expect(cssOf('backdrop-filter:blur(4px);')).toBe(
      '.t-1{-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);}',
    );
  });

  it('leaves every other declaration as written, where the default prefixer added old forms', () => {
    expect(cssOf('display:flex;transition:opacity 1s;appearance:none;')).toBe(
      '.t-1{display:flex;transition:opacity 1s;appearance:none;}',
    );
  });
});
