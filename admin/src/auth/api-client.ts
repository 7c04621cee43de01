import { AUTH_HEADER, createSessionRefresher, sessionActionFor, TOKEN_TYPE } from '@hauskonfig/shared';
import { fetchUtils, HttpError } from 'react-admin';
import type { MultipartBody } from './multipart-body';
import { sessionStore } from './session-store';

export const API_URL = '/api/v1';

/** One token refresh however many calls failed with 401 together (the API rotates refresh tokens). */
export const refreshSession = createSessionRefresher(sessionStore, `${API_URL}/auth/refresh`);

function withToken(options: fetchUtils.Options = {}): fetchUtils.Options {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = sessionStore.accessToken();
  if (token) headers.set(AUTH_HEADER, `${TOKEN_TYPE} ${token}`);
  return { ...options, headers };
}

/**
 * JSON calls to the API with the bearer token; a 401 triggers one refresh and a repeat of the
 * call with the new token (spec section 7). The API's German `message` becomes the error text.
 */
export async function apiFetch(url: string, options: fetchUtils.Options = {}) {
  const fullUrl = url.startsWith('/api/') ? url : `${API_URL}${url}`;
  // Without a session, staff calls cannot succeed: answer like the API would, without asking it
  // (screens mounted while the login redirect is under way would otherwise fire their queries).
  if (!sessionStore.accessToken() && !sessionStore.refreshToken() && fullUrl.startsWith(`${API_URL}/admin/`)) {
    throw new HttpError('Bitte melden Sie sich an.', 401, { statusCode: 401, code: 'UNAUTHORIZED' });
  }
  try {
    return await fetchUtils.fetchJson(fullUrl, withToken(options));
  } catch (error) {
    if (error instanceof HttpError && sessionActionFor(error.status, fullUrl) === 'refresh-and-retry') {
      if (await refreshSession()) return toApiError(fetchUtils.fetchJson(fullUrl, withToken(options)));
    }
    throw apiError(error);
  }
}

async function toApiError<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw apiError(error);
  }
}

/** The API answers `{statusCode, code, message}`; keep its German message and code. */
function apiError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as { message?: string; code?: string } | undefined;
  return new HttpError(body?.message ?? error.message, error.status, body);
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Multipart upload with progress events (fetch cannot report upload progress). Same token and
 * one-refresh rule as apiFetch. The body is FormData, or a prepared MultipartBody where text values
 * must keep their line breaks.
 */
export function uploadWithProgress<T>(
  url: string,
  method: 'POST' | 'PUT',
  form: FormData | MultipartBody,
  onProgress?: (progress: UploadProgress) => void,
): Promise<T> {
  const send = () =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(method, `${API_URL}${url}`);
      request.setRequestHeader('Accept', 'application/json');
      const token = sessionStore.accessToken();
      if (token) request.setRequestHeader(AUTH_HEADER, `${TOKEN_TYPE} ${token}`);
      if (!(form instanceof FormData)) request.setRequestHeader('Content-Type', form.contentType);
      request.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.total });
      request.onload = () => {
        resolve({ status: request.status, body: parseJson(request.responseText) });
      };
      request.onerror = () => reject(new HttpError('Die Verbindung zum Server ist fehlgeschlagen.', 0));
      request.send(form instanceof FormData ? form : form.body);
    });
  return (async () => {
    let answer = await send();
    if (answer.status === 401 && (await refreshSession())) answer = await send();
    if (answer.status >= 200 && answer.status < 300) return answer.body as T;
    const body = answer.body as { message?: string } | null;
    throw new HttpError(body?.message ?? `HTTP ${answer.status}`, answer.status, body);
  })();
}
