import {
  CUSTOMER_CODE_QUERY_PARAM,
  homeRouteFor,
  isAdminPath,
  isLoginCode,
  Role,
  UI_MESSAGES,
  validatePersonalInfo,
  type CustomerLinkDto,
} from '@hauskonfig/shared';
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { ApiError, messageOf } from '../api/api-error';
import { api } from '../api/endpoints';
import { sessionStore } from '../auth/session-store';
import { notifyError } from '../notifications/notification-store';
import { planCodeOf, takePlanKey, tryOpenSavedPlan, type FailedPlanCode } from '../saved-plan/plan-link';
import { configuratorStore } from '../state/configurator-store';
import { isInternetExplorer } from '../utils/browser';

/** A role's home; the admin home belongs to the other app, so it is a full page load. */
const goHome = (role: Role | null) => {
  const home = homeRouteFor(role);
  return isAdminPath(home) ? redirectDocument(home) : redirect(home);
};

/**
 * is-internet-explorer guard: Internet Explorer users are sent to the start page (which shows the
 * warning) from every other page. Runs as a loader, i.e. before a lazy page module is fetched.
 */
export const internetExplorerGuard = () => (isInternetExplorer() ? redirect('/') : null);

/** Guest-only pages (the login): a logged-in user is sent to their home (spec section 2). */
const guestOnlyGuard = () => {
  const user = sessionStore.user();
  return user ? goHome(sessionStore.role()) : null;
};

export type HomeMode = 'customer' | 'visitor';

/**
 * `/` is the start page and the customer's home (spec section 2). A personal link (`/?code=…`)
 * goes on to the login, which validates it.
 */
export const homeLoader = ({ request }: LoaderFunctionArgs): HomeMode | Response => {
  const code = new URL(request.url).searchParams.get(CUSTOMER_CODE_QUERY_PARAM);
  if (code !== null) {
    return redirect(`/login?${new URLSearchParams({ [CUSTOMER_CODE_QUERY_PARAM]: code })}`);
  }
  return sessionStore.user()?.roles.includes(Role.ROLE_CUSTOMER) ? 'customer' : 'visitor';
};

const invalidLink = (message?: string) => {
  notifyError(message ?? UI_MESSAGES.auth.invalidCustomerLink);
  return redirect('/login');
};

/** What the login page starts with: a resolved personal link, or a plan code that did not open. */
export interface LoginData {
  link: CustomerLinkDto | null;
  failedPlan: FailedPlanCode | null;
}

/**
 * is-generated-customer-link-valid guard (spec sections 4 and 5): the code of a personal link is
 * resolved before the login shows; an unknown code goes to /login with the API's message. A saved
 * plan's link (`?plan=`, its full link with `#key=`) opens the plan at its furthest step, for
 * anyone; a code that does not open stays in the form with its reason.
 */
export const loginLoader = async ({ request }: LoaderFunctionArgs): Promise<LoginData | Response> => {
  const planCode = planCodeOf(request.url);
  if (planCode !== null) {
    const opened = await tryOpenSavedPlan(planCode, request.signal, takePlanKey(request.url));
    if ('path' in opened) return redirect(opened.path);
    const guest = guestOnlyGuard();
    if (guest) notifyError(opened.error);
    return guest ?? { link: null, failedPlan: opened };
  }
  const guest = guestOnlyGuard();
  if (guest) return guest;
  const code = new URL(request.url).searchParams.get(CUSTOMER_CODE_QUERY_PARAM);
  if (code === null) return { link: null, failedPlan: null };
  if (!isLoginCode(code)) return invalidLink();
  try {
    return { link: await api.resolveCustomerLink(code, request.signal), failedPlan: null };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      return invalidLink(error.body?.message);
    }
    // No connection or a server fault: the link may be fine, so keep the code and say why.
    notifyError(messageOf(error, UI_MESSAGES.preview.unknownError));
    return { link: null, failedPlan: null };
  }
};

/** The overview needs complete personal information and the consent to the privacy text; otherwise the form opens. */
export const overviewGuard = () => {
  const { personalInfo, privacyConsentVersion } = configuratorStore.get();
  const complete = Object.keys(validatePersonalInfo(personalInfo)).length === 0 && privacyConsentVersion !== null;
  return complete ? null : redirect('/request/personal-info');
};
