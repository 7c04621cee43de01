import { AUTH_HEADER, TOKEN_TYPE } from '@hauskonfig/shared';
import { refreshSession } from './api-client';
import { sessionStore } from './session-store';

const send = (url: string, signal?: AbortSignal) => {
  const headers = new Headers();
  const token = sessionStore.accessToken();
  if (token) headers.set(AUTH_HEADER, `${TOKEN_TYPE} ${token}`);
  return fetch(url, { headers, signal });
};

/**
 * A plain GET of an API file with the bearer token: files of unpublished and custom houses are
 * served to staff only, and an expired token is refreshed once and the call repeated (spec
 * section 7). The caller reads the answer itself (blob, download progress, the API's error code).
 */
export async function fetchWithSession(url: string, signal?: AbortSignal): Promise<Response> {
  const response = await send(url, signal);
  if (response.status === 401 && (await refreshSession())) return send(url, signal);
  return response;
}
