import type { ApiErrorBody } from '@hauskonfig/shared';
import { HttpError } from 'react-admin';

/** The API's error body (`{statusCode, code, message, errors?}`), if the error carries one. */
export function apiErrorBody(error: unknown): ApiErrorBody | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as Partial<ApiErrorBody> | null | undefined;
  return body && typeof body.message === 'string' ? (body as ApiErrorBody) : undefined;
}

/** The API's German message, else the screen's own text for the failed action. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return apiErrorBody(error)?.message ?? fallback;
}

/**
 * Validation errors of the named fields as react-admin submission errors, so they show at the
 * inputs; undefined when the answer names none of them.
 */
export function apiFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> | undefined {
  const entries = (apiErrorBody(error)?.errors ?? [])
    .filter((entry) => fields.includes(entry.field))
    .map((entry) => [entry.field, entry.messages.join(' ')] as const);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
