import { ADMIN_ROUTE_PATTERNS } from '@hauskonfig/shared';
import type { Request } from 'express';
import { matchRoute } from './route-match.js';

/**
 * The HTTP status of an admin page: 404 for a path under the prefix the admin app has no page
 * for (it still gets the app, which shows its German not-found page), 200 otherwise. Whether a
 * record behind an id exists is for the app to say after the login.
 */
export const adminPageStatus =
  (prefix: string) =>
  (req: Request): Promise<number> =>
    Promise.resolve(matchRoute(ADMIN_ROUTE_PATTERNS, req.path.slice(prefix.length) || '/') ? 200 : 404);
