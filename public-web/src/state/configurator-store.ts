import {
  DEFAULT_HOUSE_ORIENTATION,
  houseOrientationOf,
  PERSISTED_STATE_KEY,
  type CatalogueHouseDto,
  type FinancingDefaults,
  type HouseOrientation,
  type PersonalInfoInput,
} from '@hauskonfig/shared';
import { useSyncExternalStore } from 'react';

/**
 * What the visitor has chosen so far; survives reloads under one storage key (spec section 3).
 * The orientation is how the 3D view was left: compass heading of the house front and sun date.
 */
export interface ConfiguratorState extends HouseOrientation {
  /** The chosen template house (the parts the later steps show), or null. */
  selectedHouse: Pick<CatalogueHouseDto, 'id' | 'name' | 'sizeInSqm' | 'thumbnailUrl' | 'contactPersonId'> | null;
  /** True once the visitor decided to continue without a template house. */
  withoutTemplateHouse: boolean;
  currentStageId: string | null;
  selectedWorkIds: string[];
  personalInfo: PersonalInfoInput;
  /** The privacy text version (VendorSettingsDto.privacyVersion) the visitor agreed to; null: not (yet) agreed. */
  privacyConsentVersion: number | null;
  /** The contact person /your-house named, sent with the request so the person promised takes it. */
  shownContactPersonId: string | null;
  /** The financing example's inputs as the visitor changed them; null: the staff's defaults. */
  financing: FinancingDefaults | null;
}

export const EMPTY_PERSONAL_INFO: PersonalInfoInput = {
  firstname: '',
  lastname: '',
  email: '',
  phoneNumber: '',
  place: '',
  propertyNumber: '',
  notes: '',
};

/** A plan with nothing chosen yet: the start, and what a reset returns to. */
export const INITIAL: ConfiguratorState = {
  selectedHouse: null,
  withoutTemplateHouse: false,
  currentStageId: null,
  selectedWorkIds: [],
  personalInfo: EMPTY_PERSONAL_INFO,
  privacyConsentVersion: null,
  shownContactPersonId: null,
  financing: null,
  ...DEFAULT_HOUSE_ORIENTATION,
};

function load(): ConfiguratorState {
  try {
    const stored = JSON.parse(localStorage.getItem(PERSISTED_STATE_KEY) ?? 'null') as Partial<ConfiguratorState> | null;
    if (!stored || typeof stored !== 'object') return INITIAL;
    return {
      ...INITIAL,
      ...stored,
      selectedWorkIds: Array.isArray(stored.selectedWorkIds) ? stored.selectedWorkIds : [],
      personalInfo: { ...EMPTY_PERSONAL_INFO, ...stored.personalInfo },
      privacyConsentVersion: typeof stored.privacyConsentVersion === 'number' ? stored.privacyConsentVersion : null,
      shownContactPersonId: typeof stored.shownContactPersonId === 'string' ? stored.shownContactPersonId : null,
      financing: stored.financing && typeof stored.financing === 'object' ? stored.financing : null,
      ...houseOrientationOf(stored),
    };
  } catch {
    return INITIAL;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state = load();

export const configuratorStore = {
  get: (): ConfiguratorState => state,
  update(change: Partial<ConfiguratorState>): void {
    state = { ...state, ...change };
    try {
      localStorage.setItem(PERSISTED_STATE_KEY, JSON.stringify(state));
    } catch {
      // Private mode or a full storage: the choice still holds until the tab closes.
    }
    listeners.forEach((listener) => listener());
  },
  /** After a sent request the next plan starts empty. */
  reset(): void {
    configuratorStore.update(INITIAL);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useConfigurator = (): ConfiguratorState =>
  useSyncExternalStore(configuratorStore.subscribe, configuratorStore.get);
