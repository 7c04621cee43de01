import { INITIAL, type ConfiguratorState } from '../state/configurator-store';

/** A plan as specs need it: empty, with the given choices. */
export const planState = (change: Partial<ConfiguratorState> = {}): ConfiguratorState => ({ ...INITIAL, ...change });

/** A chosen template house as the later steps keep it. */
export const CHOSEN_HOUSE: NonNullable<ConfiguratorState['selectedHouse']> = {
  id: 'house-1',
  name: 'Haus Linde',
  sizeInSqm: 120,
  thumbnailUrl: null,
  contactPersonId: 'person-1',
};
