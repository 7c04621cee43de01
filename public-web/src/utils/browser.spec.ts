import { describe, expect, it } from 'vitest';
import { isInternetExplorer } from './browser';

describe('isInternetExplorer', () => {
  it('recognises Internet Explorer 10 and 11', () => {
    expect(isInternetExplorer('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)')).toBe(true);
    expect(isInternetExplorer('Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
  });

  it('lets Edge, Chrome and Safari pass', () => {
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0';
    expect(isInternetExplorer(edge)).toBe(false);
    expect(isInternetExplorer('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(
      false,
    );
  });
});
