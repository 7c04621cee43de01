import { isLoginCode, SAVED_PLAN_QUERY_PARAM } from '@hauskonfig/shared';
import { messageOf } from '../api/api-error';
import { de } from '../i18n/de';
import { deSavedPlan } from '../i18n/de-saved-plan';
import { openSavedPlan } from './open-saved-plan';

/** A plan code that could not be opened, with the German reason to show at the code field. */
export interface FailedPlanCode {
  code: string;
  error: string;
}

/** Opens the plan of a code; answers the path of its furthest step, or why it failed. */
export async function tryOpenSavedPlan(code: string, signal?: AbortSignal): Promise<{ path: string } | FailedPlanCode> {
  if (!isLoginCode(code)) return { code, error: de.login.codeInvalid };
  try {
    return { path: await openSavedPlan(code, signal) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { code, error: messageOf(error, deSavedPlan.openFailed) };
  }
}

/** The plan code of a `/login?plan=<code>` link, or null. */
export const planCodeOf = (url: string): string | null => new URL(url).searchParams.get(SAVED_PLAN_QUERY_PARAM);
