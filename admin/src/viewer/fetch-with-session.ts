import { AUTH_HEADER, TOKEN_TYPE } from '@hauskonfig/shared';
import { refreshSession } from '../auth/api-client';
import { sessionStore } from '../auth/session-store';

const send = (url: string, signal: AbortSignal) => {
  const headers = new Headers();
  const token = sessionStore.accessToken();
  if (token) headers.set(AUTH_HEADER, `${TOKEN_TYPE} ${token}`);
  return fetch(url, { headers, signal });
};

/**
 * The viewer's file fetch for staff: models of unpublished and custom houses need the bearer
 * token, and an expired token is refreshed once and the call repeated (spec section 7). The
 * viewer reads the answer itself, for its download progress and the API's error code.
 */
export async function fetchWithSession(url: string, signal: AbortSignal): Promise<Response> {
  const response = await send(url, signal);
  if (response.status === 401 && (await refreshSession())) return send(url, signal);
  return response;
}
