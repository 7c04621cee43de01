/** Where the API's routes live; the apps and the docs are outside it. */
export const API_PREFIX = 'api/v1';
