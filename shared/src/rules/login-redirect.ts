import type { Role } from '../enums/role.js';
import { homeRouteFor, isAdminPath, loginRouteFor, safeRedirectPath } from './safe-redirect.js';

/** Query parameter of the login route holding the page first asked for. */
const REDIRECT_QUERY_PARAM = 'redirect';

/** The login route for `here` (admin or public), remembering `here` when it is a safe internal path. */
export function loginPathRemembering(here: string): string {
  const login = loginRouteFor(here);
  const target = safeRedirectPath(here, login);
  return target ? `${login}?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(target)}` : login;
}

/**
 * Where to go after a login (spec sections 2 and 5): the remembered page if it is safe and belongs
 * to the same app as the role's home (no customer into /admin, no staff member out of it), else
 * the role's home. `search` is the login page's query string.
 */
export function redirectAfterLogin(search: string, loginPath: string, role: Role | null | undefined): string {
  const home = homeRouteFor(role);
  const target = safeRedirectPath(new URLSearchParams(search).get(REDIRECT_QUERY_PARAM), loginPath);
  return target && isAdminPath(target) === isAdminPath(home) ? target : home;
}
