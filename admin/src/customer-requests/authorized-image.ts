import { AUTH_HEADER, TOKEN_TYPE } from '@hauskonfig/shared';
import { refreshSession } from '../auth/api-client';
import { sessionStore } from '../auth/session-store';

function send(src: string): Promise<Response> {
  const token = sessionStore.accessToken();
  return fetch(src, { headers: token ? { [AUTH_HEADER]: `${TOKEN_TYPE} ${token}` } : {} });
}

/**
 * Images of custom and unpublished houses (and of unpublished contact people) are served to
 * staff only, with the bearer token an <img> element cannot send: they are fetched here, with
 * the same one-refresh rule as every other API call, and shown from a blob.
 */
export async function fetchAuthorizedImage(src: string): Promise<Blob> {
  let response = await send(src);
  if (response.status === 401 && (await refreshSession())) response = await send(src);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

/** The small (480 px) variant the API renders for thumbnails. */
export function smallImageUrl(src: string): string {
  return `${src}${src.includes('?') ? '&' : '?'}size=small`;
}
