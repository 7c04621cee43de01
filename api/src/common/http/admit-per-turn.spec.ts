import type { NextFunction, Request, Response } from 'express';
import { admitPerTurn } from './admit-per-turn.js';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('admitPerTurn', () => {
  const arrive = (admit: ReturnType<typeof admitPerTurn>, started: number[], id: number) =>
    admit({} as Request, {} as Response, (() => started.push(id)) as NextFunction);

  it('starts a lone request in the turn it arrived', async () => {
    const started: number[] = [];
    arrive(admitPerTurn(2), started, 1);
    expect(started).toEqual([]);
    await nextTurn();
    expect(started).toEqual([1]);
  });

  it('starts at most the given number per turn, in order of arrival, until none waits', async () => {
    const admit = admitPerTurn(2);
    const started: number[] = [];
    for (const id of [1, 2, 3, 4, 5]) arrive(admit, started, id);
    await nextTurn();
    expect(started).toEqual([1, 2]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4]);
    // One arriving meanwhile queues behind the one still waiting.
    arrive(admit, started, 6);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    await nextTurn();
    expect(started).toHaveLength(6);
  });
});
