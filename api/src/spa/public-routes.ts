import { PUBLIC_ROUTE_PATTERNS } from '@hauskonfig/shared';
import { matchRoute, type RouteMatch } from './route-match.js';

export type PublicRouteMatch = RouteMatch<(typeof PUBLIC_ROUTE_PATTERNS)[number]>;

/** The page of the public site a path opens; null: the site has no such page. */
export const matchPublicRoute = (path: string): PublicRouteMatch | null => matchRoute(PUBLIC_ROUTE_PATTERNS, path);
