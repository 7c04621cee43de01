/**
 * Every path the public site has a page for; the server answers any other path with HTTP 404
 * (the site then shows its not-found page). `:id` is one path segment.
 */
export const PUBLIC_ROUTE_PATTERNS = [
  '/',
  '/login',
  '/impressum',
  '/datenschutz',
  '/configure',
  '/configure/construction-method',
  '/configure/property-shape',
  '/configure/:id',
  '/choose-construction-stage',
  '/choose-construction-stage/:id',
  '/your-house',
  '/request',
  '/request/overview',
  '/request/personal-info',
  '/request/successfully-created',
  '/plan/:id',
] as const;
