import { assertSafeKey, assertSafePrefix } from '../../src/files/storage/safe-key.js';

describe('storage keys', () => {
  it.each([
    'houses/0b6c1f0e-8d4c-4a8e-9d1e-3f2a1b0c9d8e/images/5f1e2d3c-4b5a-4678-9abc-def012345678.webp',
    'houses/h1/images/i1-small.webp',
    'models/house_v2.glb',
    'a',
    'a'.repeat(1024),
  ])('accepts %s', (key) => {
    expect(() => assertSafeKey(key)).not.toThrow();
  });

  it.each(['../x', '/etc/passwd', 'a/../../b', 'a\\b', 'a\0b', '..', '.', 'a/', 'a b', 'ä', 'a'.repeat(1025)])(
    'refuses %j',
    (key) => {
      expect(() => assertSafeKey(key)).toThrow(/Unsafe storage key/);
    },
  );

  it('accepts a prefix ending in a slash or inside a name, never an empty one', () => {
    expect(() => assertSafePrefix('houses/h1/')).not.toThrow();
    expect(() => assertSafePrefix('houses/h1/images/i1')).not.toThrow();
    for (const prefix of ['', '/', '//', '../', 'houses//']) expect(() => assertSafePrefix(prefix)).toThrow();
  });
});
