import { ERROR_MESSAGES, formatMessage, UI_MESSAGES, type ApiErrorBody } from '@hauskonfig/shared';

/** A failed API call: the HTTP status (0 without an answer), the API's code and its German message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: Partial<ApiErrorBody> | undefined;

  constructor(message: string, status: number, body?: Partial<ApiErrorBody>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.body = body;
  }
}

/** No answer at all: the German "an error occurred, check your connection" text. */
export const networkError = (): ApiError =>
  new ApiError(formatMessage(UI_MESSAGES.general.error, UI_MESSAGES.general.checkInternetConnection), 0);

/** The API's German message, else the catalogue's text for its code, else the given fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return error.message;
    if (error.body?.message) return error.body.message;
    if (error.code && error.code in ERROR_MESSAGES) return ERROR_MESSAGES[error.code as keyof typeof ERROR_MESSAGES];
  }
  return fallback;
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);
