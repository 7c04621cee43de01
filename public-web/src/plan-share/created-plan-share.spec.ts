import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';
import { createdPlanShare } from './created-plan-share';

beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));

afterEach(() => vi.unstubAllGlobals());

describe('createdPlanShare', () => {
  it('keeps the sent plan’s share for the tab, and forgets it for an answer without one', () => {
    createdPlanShare.save('Ab3_x-9');
    expect(createdPlanShare.get()).toBe('Ab3_x-9');
    createdPlanShare.save(undefined);
    expect(createdPlanShare.get()).toBeNull();
  });

  it('answers null where the browser keeps no storage', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => createdPlanShare.save('Ab3_x-9')).not.toThrow();
    expect(createdPlanShare.get()).toBeNull();
  });
});
