import type { ApiErrorBody } from '../types/api-error-body.js';

/** A failed API answer: its status, the API's German message and the body it came in. */
export interface ApiErrorAnswer {
  message: string;
  status: number;
  body: Partial<ApiErrorBody> | undefined;
}

/**
 * Reads a failed answer: the API sends `{statusCode, code, message}`; an answer without such a
 * body (a proxy's error page) is named by its status.
 */
export async function readApiError(response: Response): Promise<ApiErrorAnswer> {
  const body = (await response.json().catch(() => undefined)) as Partial<ApiErrorBody> | undefined;
  return { message: body?.message ?? `HTTP ${response.status}`, status: response.status, body };
}
