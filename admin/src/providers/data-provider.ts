import simpleRestProvider from 'ra-data-simple-rest';

/** Base URL of the admin REST resources (proxied to the API in development). */
export const ADMIN_API_URL = '/api/v1/admin';

/**
 * REST data provider for the admin resources (`/api/v1/admin/{resource}`).
 * No request is made until resources are registered in <Admin>.
 */
export const dataProvider = simpleRestProvider(ADMIN_API_URL);
