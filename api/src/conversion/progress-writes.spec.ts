import { ProgressWrites } from './progress-writes.js';

/** A write that waits until the test settles it. */
function controlledWrites() {
  const started: number[] = [];
  const pending: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const write = (percent: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(percent);
      pending.push({ resolve, reject });
    });
  return { started, pending, write };
}

const ignore = () => undefined;

describe('ProgressWrites', () => {
  it('writes one value at a time and skips those that arrive while one is under way', async () => {
    const { started, pending, write } = controlledWrites();
    const progress = new ProgressWrites(write, ignore);
    progress.push(10);
    progress.push(20);
    progress.push(30);
    expect(started).toEqual([10]);
    pending[0].resolve();
    await progress.settled();
    progress.push(40);
    expect(started).toEqual([10, 40]);
  });

  it('reports a failed write, does not reject, and writes the next value', async () => {
    const { started, pending, write } = controlledWrites();
    const errors: unknown[] = [];
    const progress = new ProgressWrites(write, (error) => errors.push(error));
    const failure = new Error('Connection terminated unexpectedly');
    progress.push(10);
    pending[0].reject(failure);
    await expect(progress.settled()).resolves.toBeUndefined();
    expect(errors).toEqual([failure]);
    progress.push(20);
    expect(started).toEqual([10, 20]);
  });

  it('settles at once when nothing is being written', async () => {
    const { write } = controlledWrites();
    await expect(new ProgressWrites(write, ignore).settled()).resolves.toBeUndefined();
  });
});
