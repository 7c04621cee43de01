import { AUTH_HEADER } from '@hauskonfig/shared';
import { fetchUtils, HttpError } from 'react-admin';
import type { MultipartBody } from './multipart-body';
import { API_URL, sessionClient } from './session-client';
import { sessionStore } from './session-store';

type JsonAnswer = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

/**
 * The answer as react-admin's fetchJson gives it, which its data provider reads. The API answers
 * failures with `{statusCode, code, message}`: its German message and code are kept.
 */
async function jsonAnswer(response: Response): Promise<JsonAnswer> {
  const body = await response.text();
  let json: JsonAnswer['json'];
  try {
    json = JSON.parse(body);
  } catch {
    // Not JSON (an empty answer): the caller reads the text, if anything.
  }
  if (!response.ok) throw new HttpError(json?.message ?? response.statusText, response.status, json);
  return { status: response.status, headers: response.headers, body, json };
}

/**
 * JSON calls to the API with the bearer token; a 401 triggers one refresh and a repeat of the
 * call with the new token (spec section 7). The API's German `message` becomes the error text.
 */
export async function apiFetch(url: string, options: fetchUtils.Options = {}): Promise<JsonAnswer> {
  const fullUrl = url.startsWith('/api/') ? url : `${API_URL}${url}`;
  // Without a session, staff calls cannot succeed: answer like the API would, without asking it
  // (screens mounted while the login redirect is under way would otherwise fire their queries).
  if (!sessionStore.accessToken() && !sessionStore.refreshToken() && fullUrl.startsWith(`${API_URL}/admin/`)) {
    throw new HttpError('Bitte melden Sie sich an.', 401, { statusCode: 401, code: 'UNAUTHORIZED' });
  }
  const headers = fetchUtils.createHeadersFromOptions({
    ...options,
    headers: new Headers(options.headers ?? { Accept: 'application/json' }),
  });
  return jsonAnswer(await sessionClient.fetch(fullUrl, { ...options, headers }));
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
      const authorization = sessionClient.authorization();
      if (authorization) request.setRequestHeader(AUTH_HEADER, authorization);
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
    if (answer.status === 401 && (await sessionClient.refresh()).renewed) answer = await send();
    if (answer.status >= 200 && answer.status < 300) return answer.body as T;
    const body = answer.body as { message?: string } | null;
    throw new HttpError(body?.message ?? `HTTP ${answer.status}`, answer.status, body);
  })();
}
