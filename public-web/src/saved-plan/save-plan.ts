import type { SavedPlanReceiptDto } from '@hauskonfig/shared';
import { isApiError } from '../api/api-error';
import { api } from '../api/endpoints';
import type { ConfiguratorState } from '../state/configurator-store';
import { planContentOf } from './plan-content';
import { savedPlanRef } from './saved-plan-ref';

/** Answers to an update that mean the old code is no longer ours to write: refused token, gone, expired. */
const LOST_CODE_STATUSES = [403, 404, 410];

/**
 * Saves the plan: under this browser's code if it saved one before (the code stays, its time
 * starts anew), else, or when that code is lost, under a new one. Other failures are thrown.
 */
export async function savePlan(state: ConfiguratorState): Promise<SavedPlanReceiptDto> {
  const content = planContentOf(state);
  const previous = savedPlanRef.get();
  let receipt: SavedPlanReceiptDto | undefined;
  if (previous) {
    try {
      const updated = await api.updatePlan(previous.code, content, previous.editToken);
      receipt = { code: updated.code, expiresAt: updated.expiresAt, editToken: previous.editToken };
    } catch (error) {
      if (!LOST_CODE_STATUSES.some((status) => isApiError(error, status))) throw error;
      savedPlanRef.clear();
    }
  }
  receipt ??= await api.savePlan(content);
  savedPlanRef.set(receipt);
  return receipt;
}
