import { RenderSlots } from './render-slots.js';

/** A task the test finishes when it wants, recording that it started. */
function gatedTask(started: string[], name: string) {
  let finish!: () => void;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  return { run: async () => (started.push(name), await gate, name), finish };
}

/** Lets every settled promise's continuation run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderSlots', () => {
  it('runs at most `size` tasks at once, the others in the order they came', async () => {
    const slots = new RenderSlots(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gatedTask(started, name));
    const results = [a, b, c, d].map((task) => slots.run(task.run));
    await settle();
    expect(started).toEqual(['a', 'b']);
    b.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    a.finish();
    c.finish();
    d.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the slot of a task that failed', async () => {
    const slots = new RenderSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    await expect(slots.run(async () => 'weiter')).resolves.toBe('weiter');
  });
});
