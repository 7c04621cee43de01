import { isLoginCode, SAVED_PLAN_KEY_FRAGMENT_PARAM, SAVED_PLAN_QUERY_PARAM } from '@hauskonfig/shared';
import { messageOf } from '../api/api-error';
import { de } from '../i18n/de';
import { deSavedPlan } from '../i18n/de-saved-plan';
import { openSavedPlan } from './open-saved-plan';

/** A plan code that could not be opened, with the German reason to show at the code field. */
export interface FailedPlanCode {
  code: string;
  error: string;
}

/**
 * Opens the plan of a code (with its key, when a full link brought one); answers the path of its
 * furthest step, or why it failed.
 */
export async function tryOpenSavedPlan(
  code: string,
  signal?: AbortSignal,
  key: string | null = null,
): Promise<{ path: string } | FailedPlanCode> {
  if (!isLoginCode(code)) return { code, error: de.login.codeInvalid };
  try {
    return { path: await openSavedPlan(code, signal, key) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { code, error: messageOf(error, deSavedPlan.openFailed) };
  }
}

/** The plan code of a `/login?plan=<code>` link, or null. */
export const planCodeOf = (url: string): string | null => new URL(url).searchParams.get(SAVED_PLAN_QUERY_PARAM);

/** The key of a plan's full link (`#key=<edit token>`), from a URL's fragment, or null. */
export const planKeyOf = (hash: string): string | null =>
  new URLSearchParams(hash.replace(/^#/, '')).get(SAVED_PLAN_KEY_FRAGMENT_PARAM) || null;

/**
 * The key of the full link the browser opened at `url` (a loader's request carries no fragment, so
 * it is read from the address bar), or null. It is taken out of the history entry at once, so
 * neither the address bar nor the history keeps the key.
 */
export function takePlanKey(url: string): string | null {
  const { location, history } = window;
  const requested = new URL(url);
  if (location.pathname !== requested.pathname || location.search !== requested.search) return null;
  const key = planKeyOf(location.hash);
  if (key !== null) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return key;
}
