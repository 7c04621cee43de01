import { formatMessage, UI_MESSAGES } from '@hauskonfig/shared';
import { readApiError } from '@hauskonfig/shared/browser';
import { HttpError } from 'react-admin';
import { fetchWithSession } from './fetch-with-session';

/**
 * A file of the API (image, 3D model) as a blob. Files of unpublished houses are served to
 * staff only, and `<img src>` or a plain link cannot send the bearer token, so they are fetched
 * here with it (one refresh on 401, as for every other call).
 */
export async function fetchAuthorizedBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetchWithSession(url, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    const message = formatMessage(UI_MESSAGES.general.error, UI_MESSAGES.general.checkInternetConnection);
    throw new HttpError(message, 0, { message });
  }
  if (!response.ok) {
    const { message, status, body } = await readApiError(response);
    throw new HttpError(message, status, body);
  }
  return response.blob();
}
