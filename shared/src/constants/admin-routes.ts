/** The admin's own pages beside its resources, below `/admin`; admin/src/App.tsx routes them. */
export const ADMIN_PAGES = {
  requestEdit: '/customer-requests/edit/:id',
  requestPreview: '/customer-requests/preview/:id',
  overview: '/overview',
  settings: '/settings',
  prices: '/prices',
  dataProtection: '/data-protection',
  secondFactor: '/second-factor',
} as const;

/**
 * Every path the admin app has a page for, below its `/admin` prefix: its home and login,
 * react-admin's pages of its resources (list, create, edit by id) and its own pages. The server
 * answers any other path under `/admin` with HTTP 404 (the app then shows its not-found page).
 * `:id` is one path segment.
 */
export const ADMIN_ROUTE_PATTERNS = [
  '/',
  '/login',
  '/customer-requests',
  '/customer-requests/create',
  '/template-houses',
  '/template-houses/create',
  '/template-houses/:id',
  '/contact-people',
  '/contact-people/create',
  '/contact-people/:id',
  ...Object.values(ADMIN_PAGES),
] as const;
