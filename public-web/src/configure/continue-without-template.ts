import { configuratorStore } from '../state/configurator-store';

/** The empty state's way out: plan on without a template house (spec section 2). */
export function continueWithoutTemplate(): void {
  configuratorStore.update({ selectedHouse: null, withoutTemplateHouse: true });
}
