import { sessionClient } from './session-client';

/**
 * A plain GET of an API file with the bearer token: files of unpublished and custom houses are
 * served to staff only, and an expired token is refreshed once and the call repeated (spec
 * section 7). The caller reads the answer itself (blob, download progress, the API's error code).
 */
export const fetchWithSession = (url: string, signal?: AbortSignal): Promise<Response> =>
  sessionClient.fetch(url, { signal });
