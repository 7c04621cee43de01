import { ERROR_MESSAGES, ErrorCode } from '../../messages/error-messages.de.js';
import { formatMessage } from '../../messages/format.js';
import { UI_MESSAGES } from '../../messages/ui-messages.de.js';

/** A failed model download or decode, with the German text of spec section 8 to show. */
export class ModelLoadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ModelLoadError';
  }
}

/** The API answers `{ code, message }`; its code picks the view texts of spec section 8. */
export async function modelErrorFromResponse(response: Response): Promise<ModelLoadError> {
  const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
  const code = body?.code;
  if (code === ErrorCode.VIEW_FILE_MISSING || code === ErrorCode.VIEW_NOT_FOUND || code === ErrorCode.VIEW_FORBIDDEN) {
    return new ModelLoadError(ERROR_MESSAGES[code], response.status);
  }
  if (response.status === 401 || response.status === 403) {
    return new ModelLoadError(ERROR_MESSAGES[ErrorCode.VIEW_FORBIDDEN], response.status);
  }
  if (response.status === 404) {
    return new ModelLoadError(ERROR_MESSAGES[ErrorCode.VIEW_NOT_FOUND], response.status);
  }
  return new ModelLoadError(body?.message ?? UI_MESSAGES.viewer.loadFailed, response.status);
}

export const offlineError = (cause: unknown) =>
  new ModelLoadError(formatMessage(UI_MESSAGES.general.error, UI_MESSAGES.general.checkInternetConnection), 0, {
    cause,
  });

export const decodeError = (cause: unknown) => new ModelLoadError(UI_MESSAGES.viewer.loadFailed, undefined, { cause });
