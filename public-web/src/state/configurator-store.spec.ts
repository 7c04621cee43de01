import { DEFAULT_HOUSE_ORIENTATION, PERSISTED_STATE_KEY, SunDatePreset } from '@hauskonfig/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';

let storage: MemoryStorage;

/** The store reads the storage once, when its module loads: each case loads it anew. */
const loadStore = async (stored?: unknown) => {
  if (stored !== undefined) {
    storage.setItem(PERSISTED_STATE_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
  }
  vi.resetModules();
  return import('./configurator-store');
};

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => vi.unstubAllGlobals());

const FINANCING = { equityCents: 8_000_000, interestPercent: 3.5, termYears: 30, repaymentPercent: 2 };

describe('configuratorStore', () => {
  it('starts empty without a stored plan', async () => {
    const { configuratorStore, EMPTY_PERSONAL_INFO } = await loadStore();
    expect(configuratorStore.get()).toEqual({
      selectedHouse: null,
      withoutTemplateHouse: false,
      currentStageId: null,
      selectedWorkIds: [],
      personalInfo: EMPTY_PERSONAL_INFO,
      privacyConsentVersion: null,
      shownContactPersonId: null,
      financing: null,
      ...DEFAULT_HOUSE_ORIENTATION,
    });
  });

  it('restores a stored plan, filling in what an older one lacks', async () => {
    const { configuratorStore } = await loadStore({
      currentStageId: 'stage-2',
      selectedWorkIds: ['w1', 'w2'],
      personalInfo: { firstname: 'Anna' },
      privacyConsentVersion: 3,
      houseHeading: 90,
      sunDate: SunDatePreset.WINTER,
      financing: FINANCING,
    });
    const state = configuratorStore.get();
    expect(state.financing).toEqual(FINANCING);
    expect(state.currentStageId).toBe('stage-2');
    expect(state.selectedWorkIds).toEqual(['w1', 'w2']);
    expect(state.personalInfo).toMatchObject({ firstname: 'Anna', lastname: '', email: '' });
    expect(state.privacyConsentVersion).toBe(3);
    expect(state.houseHeading).toBe(90);
    expect(state.sunDate).toBe(SunDatePreset.WINTER);
    expect(state.selectedHouse).toBeNull();
  });

  it('replaces stored values of the wrong kind with the defaults', async () => {
    const { configuratorStore } = await loadStore({
      selectedWorkIds: 'w1',
      privacyConsentVersion: '3',
      shownContactPersonId: 7,
      houseHeading: 7,
      sunDate: 'tomorrow',
      financing: '3,5 %',
    });
    const state = configuratorStore.get();
    expect(state.financing).toBeNull();
    expect(state.selectedWorkIds).toEqual([]);
    expect(state.privacyConsentVersion).toBeNull();
    expect(state.shownContactPersonId).toBeNull();
    expect(state.houseHeading).toBe(DEFAULT_HOUSE_ORIENTATION.houseHeading);
    expect(state.sunDate).toBe(DEFAULT_HOUSE_ORIENTATION.sunDate);
  });

  it('starts empty when the stored text is not a plan', async () => {
    for (const stored of ['{broken', '"text"', 'null']) {
      storage.clear();
      const { configuratorStore } = await loadStore(stored);
      expect(configuratorStore.get().selectedWorkIds).toEqual([]);
      expect(configuratorStore.get().currentStageId).toBeNull();
    }
  });

  it('keeps an update, stores it and tells the listeners until they unsubscribe', async () => {
    const { configuratorStore } = await loadStore();
    const listener = vi.fn();
    const unsubscribe = configuratorStore.subscribe(listener);
    configuratorStore.update({ currentStageId: 'stage-1', selectedWorkIds: ['w1'] });
    expect(configuratorStore.get()).toMatchObject({ currentStageId: 'stage-1', selectedWorkIds: ['w1'] });
    expect(JSON.parse(storage.getItem(PERSISTED_STATE_KEY) ?? '{}')).toMatchObject({ currentStageId: 'stage-1' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    configuratorStore.update({ currentStageId: 'stage-2' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the choice for the tab when the storage refuses it', async () => {
    const { configuratorStore } = await loadStore();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    configuratorStore.update({ withoutTemplateHouse: true });
    expect(configuratorStore.get().withoutTemplateHouse).toBe(true);
  });

  it('starts the next plan empty after a reset', async () => {
    const { configuratorStore, EMPTY_PERSONAL_INFO } = await loadStore({ currentStageId: 'stage-2' });
    configuratorStore.reset();
    expect(configuratorStore.get().currentStageId).toBeNull();
    expect(configuratorStore.get().personalInfo).toEqual(EMPTY_PERSONAL_INFO);
    expect(JSON.parse(storage.getItem(PERSISTED_STATE_KEY) ?? '{}')).toMatchObject({ currentStageId: null });
  });
});
