import { jsonNestingExceeds, MAX_JSON_BODY_DEPTH, refuseDeepJson } from './json-depth.js';

const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}[]${'}'.repeat(depth - 1)}`;

describe('JSON nesting depth', () => {
  it('counts objects and arrays, and nothing inside strings', () => {
    expect(jsonNestingExceeds(nested(3), 3)).toBe(false);
    expect(jsonNestingExceeds(nested(4), 3)).toBe(true);
    expect(jsonNestingExceeds('{"a":"[[[[[[","b":"\\"[[[["}', 1)).toBe(false);
    expect(jsonNestingExceeds('[1,[2],[3,[4]]]', 2)).toBe(true);
  });

  it('refuses a body deeper than the limit with a typed 400 body-parser turns into JSON_TOO_DEEP', () => {
    const deep = Buffer.from(nested(3000));
    expect(() => refuseDeepJson(null, null, deep, 'utf-8')).toThrow(
      expect.objectContaining({ status: 400, type: 'entity.too.deep' }),
    );
    expect(() => refuseDeepJson(null, null, Buffer.from(nested(MAX_JSON_BODY_DEPTH)), 'utf-8')).not.toThrow();
  });

  it('reads the declared charset, and refuses one it cannot read', () => {
    const utf16 = Buffer.from(nested(100), 'utf16le');
    expect(() => refuseDeepJson(null, null, utf16, 'utf-16le')).toThrow(expect.objectContaining({ status: 400 }));
    // UTF-7 writes "[" as "+AFs-": read as bytes, no bracket would be seen at all.
    expect(() => refuseDeepJson(null, null, Buffer.from('+AFsAWwBb-'), 'utf-7')).toThrow(
      expect.objectContaining({ status: 415, type: 'charset.unsupported' }),
    );
  });
});
