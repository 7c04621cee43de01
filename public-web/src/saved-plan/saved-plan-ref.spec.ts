import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';
import { savedPlanRef } from './saved-plan-ref';

const RECEIPT = { code: '123456', editToken: 'token', expiresAt: '2026-06-01T00:00:00.000Z' };

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => vi.unstubAllGlobals());

describe('savedPlanRef', () => {
  it('keeps the code and edit token of the plan saved last until cleared', () => {
    expect(savedPlanRef.get()).toBeNull();
    savedPlanRef.set(RECEIPT);
    expect(savedPlanRef.get()).toEqual(RECEIPT);
    savedPlanRef.clear();
    expect(savedPlanRef.get()).toBeNull();
  });

  it('ignores a stored value that is no receipt', () => {
    storage.setItem('hauskonfig_saved_plan', JSON.stringify({ code: '123456' }));
    expect(savedPlanRef.get()).toBeNull();
    storage.setItem('hauskonfig_saved_plan', '{broken');
    expect(savedPlanRef.get()).toBeNull();
  });

  it('works on without storage', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(() => savedPlanRef.set(RECEIPT)).not.toThrow();
    expect(savedPlanRef.get()).toBeNull();
    expect(() => savedPlanRef.clear()).not.toThrow();
  });
});
