import { hasPrototypeKey } from './prototype-keys.js';

describe('hasPrototypeKey', () => {
  it.each([
    '{"__proto__":{"isAdmin":true}}',
    '{"a":{"constructor":{"prototype":{"isAdmin":true}}}}',
    '{"a":[1,{"b":[{"prototype":null}]}]}',
    '[{"__proto__":1}]',
    '{"\\u005f_proto__":{}}',
  ])('finds the key in %s', (json) => {
    expect(hasPrototypeKey(JSON.parse(json))).toBe(true);
  });

  it.each([
    '{"name":"__proto__","proto":1,"constructors":2,"prototypes":[]}',
    '["constructor","prototype"]',
    '{}',
    'null',
    '"__proto__"',
  ])('leaves %s alone', (json) => {
    expect(hasPrototypeKey(JSON.parse(json))).toBe(false);
  });
});
