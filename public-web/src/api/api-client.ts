import { sessionActionFor } from '@hauskonfig/shared';
import { createSessionClient, readApiError, sessionEndNoticeOf } from '@hauskonfig/shared/browser';
import { sessionStore } from '../auth/session-store';
import { ApiError, networkError } from './api-error';

const API_URL = '/api/v1';

/**
 * The bearer token and one refresh on 401; a refused refresh ends the session (spec section 7),
 * keeping the API's notice when staff ended it (the login page tells the customer why).
 */
const sessionClient = createSessionClient({
  session: sessionStore,
  refreshUrl: `${API_URL}/auth/refresh`,
  onRefreshFailed: (refusal) => sessionStore.clear('ended', sessionEndNoticeOf(refusal)),
});

function headersFor(init: RequestInit, accept: string): Headers {
  const headers = new Headers(init.headers);
  headers.set('Accept', accept);
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return headers;
}

async function errorOf(response: Response): Promise<ApiError> {
  const { message, status, body } = await readApiError(response);
  return new ApiError(message, status, body);
}

/**
 * One call to the API with the Bearer token when logged in (spec section 7): a 401 refreshes the
 * session once and repeats the call; a failed refresh or a 403 (outside the logins) ends the
 * session, which sends the user to /login. Everything else is the caller's to show.
 */
export async function apiResponse(
  path: string,
  init: RequestInit = {},
  accept = 'application/json',
): Promise<Response> {
  const url = path.startsWith('/api/') ? path : `${API_URL}${path}`;
  let response: Response;
  try {
    response = await sessionClient.fetch(url, { ...init, headers: headersFor(init, accept) });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw networkError();
  }
  if (response.ok) return response;
  const error = await errorOf(response);
  if (sessionActionFor(error.status, url, error.code) === 'end-session') sessionStore.clear();
  throw error;
}

/** A JSON call; `body` is sent as JSON. */
export async function apiFetch<T>(path: string, init: Omit<RequestInit, 'body'> & { body?: unknown } = {}): Promise<T> {
  const { body, ...rest } = init;
  const response = await apiResponse(path, body === undefined ? rest : { ...rest, body: JSON.stringify(body) });
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * A call that belongs to no account (saved plans): sent without the session, so an answer such as
 * a refused edit token (403) never ends a customer's login.
 */
export async function anonymousApiFetch<T>(
  path: string,
  init: Omit<RequestInit, 'body'> & { body?: unknown } = {},
): Promise<T> {
  const { body, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set('Accept', 'application/json');
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      ...rest,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw networkError();
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as T;
}
