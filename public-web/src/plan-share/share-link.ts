/** The site's read-only page of a shared plan: `/plan/{token}`. */
export const planSharePath = (token: string): string => `/plan/${encodeURIComponent(token)}`;

/** The link to hand on, e.g. `https://haus.example/plan/abc`. */
export const planShareLink = (origin: string, token: string): string => `${origin}${planSharePath(token)}`;

/** The shared plan's PDF ("Ihre Hausplanung"), answered by the API as a download. */
export const planSharePdfUrl = (token: string): string => `/api/v1/plan-shares/${encodeURIComponent(token)}/pdf`;
