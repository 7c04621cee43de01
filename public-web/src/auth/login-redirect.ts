import { homeRouteFor, isAdminPath, safeRedirectPath, type Role } from '@hauskonfig/shared';

const LOGIN_PATH = '/login';

/** The login page remembering where the user was, if that is a safe internal path (spec section 5). */
export function loginPathFrom(here: string): string {
  const target = safeRedirectPath(here, LOGIN_PATH);
  return target && target !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/** Where to go after a login: the page first asked for if it is safe and public, else the role's home. */
export function afterLoginPath(search: string, role: Role | null): string {
  const target = safeRedirectPath(new URLSearchParams(search).get('redirect'), LOGIN_PATH);
  return target && !isAdminPath(target) ? target : homeRouteFor(role);
}
