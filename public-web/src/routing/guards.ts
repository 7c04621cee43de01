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
export const guestOnlyGuard = () => {
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

/**
 * is-generated-customer-link-valid guard (spec sections 4 and 5): the code of a personal link is
 * resolved before the login shows; an unknown code goes to /login with the API's message.
 */
export const loginLoader = async ({ request }: LoaderFunctionArgs): Promise<CustomerLinkDto | null | Response> => {
  const guest = guestOnlyGuard();
  if (guest) return guest;
  const code = new URL(request.url).searchParams.get(CUSTOMER_CODE_QUERY_PARAM);
  if (code === null) return null;
  if (!isLoginCode(code)) return invalidLink();
  try {
    return await api.resolveCustomerLink(code, request.signal);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      return invalidLink(error.body?.message);
    }
    // No connection or a server fault: the link may be fine, so keep the code and say why.
    notifyError(messageOf(error, UI_MESSAGES.preview.unknownError));
    return null;
  }
};

/** The overview needs complete personal information; otherwise the form opens. */
export const overviewGuard = () => {
  const errors = validatePersonalInfo(configuratorStore.get().personalInfo);
  return Object.keys(errors).length > 0 ? redirect('/request/personal-info') : null;
};
