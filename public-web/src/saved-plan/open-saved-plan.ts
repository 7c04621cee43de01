import {
  houseOrientationOf,
  NotificationType,
  type FinancingDefaults,
  type SavedPlanContent,
  type SavedPlanDto,
} from '@hauskonfig/shared';
import { isApiError } from '../api/api-error';
import { api } from '../api/endpoints';
import { deSavedPlan } from '../i18n/de-saved-plan';
import { notificationStore } from '../notifications/notification-store';
import { configuratorStore, EMPTY_PERSONAL_INFO, type ConfiguratorState } from '../state/configurator-store';
import { resumePath } from '../state/resume-path';
import { savedPlanRef } from './saved-plan-ref';

/** The chosen house as the later steps show it; null when it left the catalogue. */
async function selectedHouseOf(
  houseId: string | null,
  signal?: AbortSignal,
): Promise<ConfiguratorState['selectedHouse']> {
  if (!houseId) return null;
  try {
    const { id, name, sizeInSqm, thumbnailUrl, contactPersonId } = await api.house(houseId, signal);
    return { id, name, sizeInSqm, thumbnailUrl, contactPersonId };
  } catch (error) {
    if (isApiError(error, 404)) {
      notificationStore.notify(deSavedPlan.houseGone, NotificationType.WARN);
      return null;
    }
    throw error;
  }
}

/** The saved financing inputs when they are complete, else null (the staff's defaults). */
function financingOf(saved: SavedPlanContent['financing']): FinancingDefaults | null {
  if (!saved || typeof saved !== 'object') return null;
  const { equityCents, interestPercent, termYears, repaymentPercent } = saved;
  const numbers = [equityCents, interestPercent, termYears].every((value) => typeof value === 'number');
  return numbers && (repaymentPercent === null || typeof repaymentPercent === 'number')
    ? { equityCents, interestPercent, termYears, repaymentPercent }
    : null;
}

/**
 * The plan's key to open it with: the one a full link brought, else this browser's own token if it
 * saved the plan. Without one the plan opens without its personal info.
 */
function keyFor(code: string, linkKey: string | null): string | null {
  const own = savedPlanRef.get();
  return linkKey ?? (own?.code === code ? own.editToken : null);
}

/**
 * Fetches the plan saved under the code, makes it this browser's plan and answers the path of
 * its furthest step. API failures (unknown, expired, too many tries) are thrown with their
 * German message.
 */
export async function openSavedPlan(
  code: string,
  signal?: AbortSignal,
  linkKey: string | null = null,
): Promise<string> {
  const plan: SavedPlanDto = await api.savedPlan(code, keyFor(code, linkKey), signal);
  const { content } = plan;
  const selectedHouse = await selectedHouseOf(content.houseId, signal);
  const state: ConfiguratorState = {
    selectedHouse,
    withoutTemplateHouse: selectedHouse === null && content.withoutTemplateHouse,
    currentStageId: content.currentStageId,
    selectedWorkIds: Array.isArray(content.selectedWorkIds) ? content.selectedWorkIds : [],
    // Empty when the API withheld it (opened without the key): typed again, or the full link used.
    personalInfo: { ...EMPTY_PERSONAL_INFO, ...content.personalInfo },
    // A plan carries no consent: whoever sends it agrees to the privacy text on that device.
    privacyConsentVersion: null,
    // /your-house names the person again for this plan.
    shownContactPersonId: null,
    // The financing example as the visitor left it; plans saved before it had none: the defaults.
    financing: financingOf(content.financing),
    // The 3D view opens turned and dated as it was saved.
    ...houseOrientationOf(content),
  };
  configuratorStore.update(state);
  // Saving again from here updates this code only if this browser holds its token: it saved the
  // plan, or the full link gave it the key (a wrong one is refused on saving, which then makes a new code).
  if (linkKey !== null && !plan.personalInfoWithheld) {
    savedPlanRef.set({ code: plan.code, editToken: linkKey, expiresAt: plan.expiresAt });
  } else if (savedPlanRef.get()?.code !== plan.code) {
    savedPlanRef.clear();
  }
  // The house left the catalogue (already announced): the visitor chooses another one first.
  if (content.houseId && !selectedHouse) return '/configure';
  if (plan.personalInfoWithheld) {
    // Stays until closed: the visitor has to know why the form is empty.
    notificationStore.notify(deSavedPlan.restoredWithoutPersonalInfo, NotificationType.WARN, true);
  } else {
    notificationStore.notify(deSavedPlan.restored, NotificationType.INFO);
  }
  return resumePath(state) ?? '/configure/property-shape';
}
