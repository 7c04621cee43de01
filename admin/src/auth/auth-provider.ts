import {
  ERROR_MESSAGES,
  ErrorCode,
  loginPathRemembering,
  redirectAfterLogin,
  Role,
  UI_MESSAGES,
  type LoginInput,
} from '@hauskonfig/shared';
import { sessionEndNoticeOf } from '@hauskonfig/shared/browser';
import type { AuthProvider } from 'react-admin';
import { apiFetch } from './api-client';
import { logoutReason } from './logout-reason';
import { API_URL } from './session-client';
import { Session, sessionStore } from './session-store';

const LOGIN_PATH = '/admin/login';

/**
 * The login page, remembering the page the user was on. Checks and failed calls still running on
 * the way out (StrictMode runs effects twice) find the login page and keep its target.
 */
function loginPathFromHere(): string {
  const { pathname, search } = window.location;
  return pathname === LOGIN_PATH ? `${LOGIN_PATH}${search}` : loginPathRemembering(pathname + search);
}

const isStaff = () => sessionStore.user()?.roles.includes(Role.ROLE_CONTACT_PERSON) ?? false;

/**
 * Staff login on the API's tokens (spec sections 2, 6, 7). The router has no basename, so
 * every redirect target is a full path under /admin.
 */
export type StaffLoginInput = LoginInput;

/** A failed login, with the API's code (the form asks for the second factor on some of them). */
class LoginError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** Where staff who still have to set up a mandatory second factor are sent. */
const SECOND_FACTOR_PATH = '/admin/second-factor';

export const authProvider: AuthProvider = {
  async login({ username, password, secondFactorCode }: StaffLoginInput) {
    const response = await fetch(`${API_URL}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password, secondFactorCode } satisfies LoginInput),
    }).catch(() => null);
    if (!response) throw new Error(UI_MESSAGES.general.checkInternetConnection);
    const body = (await response.json().catch(() => ({}))) as Partial<Session> & {
      message?: string;
      code?: string;
      user?: { secondFactorSetupRequired?: boolean };
    };
    if (!response.ok || !body.accessToken) {
      throw new LoginError(body.message ?? UI_MESSAGES.auth.staffLoginFailed, body.code);
    }
    sessionStore.save(body as Session);
    // A customer account has no business here: its home is the public site.
    if (!isStaff()) {
      sessionStore.clear();
      window.location.assign('/');
      return { redirectTo: false };
    }
    if (body.user?.secondFactorSetupRequired) return { redirectTo: SECOND_FACTOR_PATH };
    // Back to the page first asked for, if it is a safe internal admin path (shared rule).
    return {
      redirectTo: redirectAfterLogin(window.location.search, window.location.pathname, Role.ROLE_CONTACT_PERSON),
    };
  },

  async logout() {
    // A customer's session is not the admin's to end: checkAuth sends them to their home instead.
    if (sessionStore.accessToken() && sessionStore.user() && !isStaff()) return false;
    if (sessionStore.accessToken()) {
      await apiFetch('/auth/logout', { method: 'POST' }).catch(() => undefined);
    }
    sessionStore.clear();
    return loginPathFromHere();
  },

  async checkAuth() {
    if (sessionStore.accessToken() && sessionStore.user() && !isStaff()) {
      // Spec section 6: a user in the wrong role goes to their home; a customer's is the public site.
      window.location.assign('/');
      throw { redirectTo: false, message: false };
    }
    if (!sessionStore.accessToken() || !isStaff()) {
      throw { redirectTo: loginPathFromHere(), message: false };
    }
  },

  /**
   * 401 after a failed refresh ends the session; so does 403, except a business answer about a
   * status, and a second factor still to be set up, which leads to its page instead. When someone
   * else ended the session, the login page says why, and nothing else announces it.
   */
  async checkError(error: { status?: number; body?: { code?: string } }) {
    if (error?.status === 403 && error.body?.code === ErrorCode.SECOND_FACTOR_SETUP_REQUIRED) {
      throw { redirectTo: SECOND_FACTOR_PATH, logoutUser: false, message: false };
    }
    if (error?.status === 401) {
      sessionStore.clear();
      const notice = sessionEndNoticeOf(error.body);
      if (notice) logoutReason.keep(notice.message);
      // Calls still under way end here too: they must not add "expired" to the reason.
      if (logoutReason.pending()) throw { redirectTo: loginPathFromHere(), message: false };
      throw new Error(ERROR_MESSAGES[ErrorCode.SESSION_EXPIRED]);
    }
    if (error?.status === 403 && error.body?.code !== 'WRONG_STATUS') {
      sessionStore.clear();
      throw new Error('Sie haben keine Berechtigung für diese Aktion.');
    }
  },

  async getIdentity() {
    const user = sessionStore.user();
    if (!user) throw new Error('Nicht angemeldet');
    return { id: user.id, fullName: user.username };
  },

  async getPermissions() {
    return sessionStore.user()?.roles ?? [];
  },
};
