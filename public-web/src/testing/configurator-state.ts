import { DEFAULT_HOUSE_ORIENTATION } from '@hauskonfig/shared';
import { EMPTY_PERSONAL_INFO, type ConfiguratorState } from '../state/configurator-store';

/** A plan as specs need it: empty, with the given choices. */
export const planState = (change: Partial<ConfiguratorState> = {}): ConfiguratorState => ({
  selectedHouse: null,
  withoutTemplateHouse: false,
  currentStageId: null,
  selectedWorkIds: [],
  personalInfo: EMPTY_PERSONAL_INFO,
  privacyConsentVersion: null,
  shownContactPersonId: null,
  ...DEFAULT_HOUSE_ORIENTATION,
  ...change,
});

/** A chosen template house as the later steps keep it. */
export const CHOSEN_HOUSE: NonNullable<ConfiguratorState['selectedHouse']> = {
  id: 'house-1',
  name: 'Haus Linde',
  sizeInSqm: 120,
  thumbnailUrl: null,
  contactPersonId: 'person-1',
};
