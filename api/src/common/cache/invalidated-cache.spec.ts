import { jest } from '@jest/globals';
import { InvalidatedCache } from './invalidated-cache.js';

describe('InvalidatedCache', () => {
  const cache = (ttlMs: number, maxEntries: number) =>
    new InvalidatedCache<string>('test', null, 'hk-test:', ttlMs, maxEntries);

  it('loads once per key while the value is fresh, and shares concurrent loads', async () => {
    const values = cache(60_000, 10);
    let loads = 0;
    const load = async () => `wert ${++loads}`;
    const [first, second] = await Promise.all([values.get('a', load), values.get('a', load)]);
    expect([first, second, await values.get('a', load)]).toEqual(['wert 1', 'wert 1', 'wert 1']);
    expect(loads).toBe(1);
  });

  it('never keeps more than its limit, however many keys are asked for', async () => {
    const values = cache(60_000, 50);
    for (let i = 0; i < 1000; i += 1) await values.get(`key ${i}`, async () => `wert ${i}`);
    expect(values.size).toBe(50);
    // The newest stay; the oldest went first.
    let reloaded = 0;
    await values.get('key 999', async () => `neu ${++reloaded}`);
    await values.get('key 0', async () => `neu ${++reloaded}`);
    expect(reloaded).toBe(1);
  });

  it('drops expired values first when it is full', async () => {
    const values = cache(20, 3);
    await values.get('a', async () => 'a');
    await values.get('b', async () => 'b');
    await new Promise((resolve) => setTimeout(resolve, 30));
    await values.get('c', async () => 'c');
    await values.get('d', async () => 'd');
    expect(values.size).toBe(2);
  });

  it('answers a just expired value once more while one refresh runs, then the new value', async () => {
    // A set clock: on a busy machine a real wait of 40 ms can outlast the window (30 to 60 ms) in
    // which the old value is still answered, and the test then waited for a load it never released.
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    const values = cache(30, 10);
    await values.get('a', async () => 'alt');
    clock.mockReturnValue(start + 40);
    let release: (value: string) => void = () => undefined;
    let loads = 0;
    const slowLoad = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    // Nobody waits for the database: both get the old value, and only one refresh starts.
    expect(await values.get('a', slowLoad)).toBe('alt');
    expect(await values.get('a', slowLoad)).toBe('alt');
    expect(loads).toBe(1);
    release('neu');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await values.get('a', slowLoad)).toBe('neu');
    clock.mockRestore();
  });

  it('waits for a fresh value once the old one is long expired', async () => {
    const values = cache(20, 10);
    await values.get('a', async () => 'alt');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await values.get('a', async () => 'neu')).toBe('neu');
  });

  it('forgets everything on invalidation', async () => {
    const values = cache(60_000, 10);
    await values.get('a', async () => 'alt');
    await values.invalidate();
    expect(await values.get('a', async () => 'neu')).toBe('neu');
  });
});
