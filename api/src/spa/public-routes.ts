import { PUBLIC_ROUTE_PATTERNS } from '@hauskonfig/shared';

type PublicRoutePattern = (typeof PUBLIC_ROUTE_PATTERNS)[number];

export interface PublicRouteMatch {
  pattern: PublicRoutePattern;
  /** The `:id` segment, still URL-encoded. */
  id: string | null;
}

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * The page of the public site a path opens, as the site's router matches it: a trailing slash
 * is the same page, a named path wins over `:id` (`/configure/property-shape` is no house id).
 * null: the site has no such page.
 */
export function matchPublicRoute(path: string): PublicRouteMatch | null {
  const parts = segments(path);
  let parameterMatch: PublicRouteMatch | null = null;
  for (const pattern of PUBLIC_ROUTE_PATTERNS) {
    const wanted = segments(pattern);
    if (wanted.length !== parts.length) continue;
    let id: string | null = null;
    const matches = wanted.every((segment, index) => {
      if (segment !== ':id') return segment === parts[index];
      id = parts[index];
      return true;
    });
    if (!matches) continue;
    if (id === null) return { pattern, id: null };
    parameterMatch ??= { pattern, id };
  }
  return parameterMatch;
}
