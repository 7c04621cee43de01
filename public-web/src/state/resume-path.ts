import type { ConfiguratorState } from './configurator-store';

/** Where a visitor with a stored plan continues: the furthest step they reached, or null before the first choice. */
export function resumePath(state: ConfiguratorState): string | null {
  if (state.personalInfo.email) return '/request/overview';
  if (state.currentStageId) return '/your-house';
  if (state.selectedHouse || state.withoutTemplateHouse) return '/choose-construction-stage';
  return null;
}
