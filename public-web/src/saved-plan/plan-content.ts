import type { SavedPlanContent } from '@hauskonfig/shared';
import type { ConfiguratorState } from '../state/configurator-store';

/** What a saved plan keeps of the configurator state: the house by its id, the rest as chosen and typed. */
export function planContentOf(state: ConfiguratorState): SavedPlanContent {
  return {
    houseId: state.selectedHouse?.id ?? null,
    withoutTemplateHouse: state.withoutTemplateHouse,
    currentStageId: state.currentStageId,
    selectedWorkIds: state.selectedWorkIds,
    personalInfo: state.personalInfo,
    financing: state.financing,
    houseHeading: state.houseHeading,
    sunDate: state.sunDate,
  };
}
