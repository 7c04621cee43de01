import { missingIncludedWorks, type ConstructionStageDto } from '@hauskonfig/shared';
import { useEffect } from 'react';
import { configuratorStore, useConfigurator } from '../state/configurator-store';

/**
 * Puts back the included works a plan lacks, once the stages are known: a plan kept from before
 * they could no longer be unticked would be priced with works it does not hold, and the API
 * refuses to share or send it.
 */
export function useIncludedWorksKept(stages: readonly ConstructionStageDto[] | undefined): void {
  const { currentStageId, selectedWorkIds } = useConfigurator();
  useEffect(() => {
    // The store as it is now: an effect of the same render may just have chosen another stage.
    const plan = configuratorStore.get();
    if (!stages || !plan.currentStageId) return;
    const missing = missingIncludedWorks(stages, plan.currentStageId, plan.selectedWorkIds);
    if (missing.length > 0) {
      configuratorStore.update({ selectedWorkIds: [...plan.selectedWorkIds, ...missing.map((work) => work.id)] });
    }
  }, [stages, currentStageId, selectedWorkIds]);
}
