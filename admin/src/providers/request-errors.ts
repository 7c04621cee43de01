import type { ApiErrorBody } from '@hauskonfig/shared';

/** The body of an API error answer, if the error carries one (react-admin HttpError). */
export function apiErrorBody(error: unknown): Partial<ApiErrorBody> | undefined {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  const body = (error as { body?: unknown }).body;
  return typeof body === 'object' && body !== null ? (body as Partial<ApiErrorBody>) : undefined;
}

/** The API's German message, when the server answered one. */
export function apiErrorMessage(error: unknown): string | undefined {
  const message = apiErrorBody(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The area's own failure text, followed by the server's reason when there is one. */
export function failureMessage(base: string, error: unknown): string {
  const reason = apiErrorMessage(error);
  return reason && reason !== base ? `${base} ${reason}` : base;
}

/**
 * The API lists validation errors as `[{field, messages}]`; react-hook-form wants
 * `{field: message}` to show them at the inputs.
 */
export function toFieldErrors(errors: unknown): Record<string, string> | undefined {
  if (!Array.isArray(errors)) return undefined;
  const result: Record<string, string> = {};
  for (const entry of errors as unknown[]) {
    const { field, messages } = (entry ?? {}) as { field?: unknown; messages?: unknown };
    if (typeof field === 'string' && Array.isArray(messages)) result[field] = messages.join(' ');
  }
  return Object.keys(result).length > 0 ? result : undefined;
}
