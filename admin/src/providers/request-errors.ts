import type { ApiErrorBody } from '@hauskonfig/shared';
import { HttpError } from 'react-admin';

/** The body of an API error answer, if the error carries one (react-admin HttpError). */
export function apiErrorBody(error: unknown): Partial<ApiErrorBody> | undefined {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  const body = (error as { body?: unknown }).body;
  return typeof body === 'object' && body !== null ? (body as Partial<ApiErrorBody>) : undefined;
}

/** The API's German message, when the server answered one; else `fallback` (the screen's own text). */
export function apiErrorMessage(error: unknown): string | undefined;
export function apiErrorMessage(error: unknown, fallback: string): string;
export function apiErrorMessage(error: unknown, fallback?: string): string | undefined {
  const message = apiErrorBody(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** The area's own failure text, followed by the server's reason when there is one. */
export function failureMessage(base: string, error: unknown): string {
  const reason = apiErrorMessage(error);
  return reason && reason !== base ? `${base} ${reason}` : base;
}

/**
 * The API lists validation errors as `[{field, messages}]`; react-hook-form wants
 * `{field: message}` to show them at the inputs. With `fields`, only those the form has an input
 * for (the others can only be told in the notification).
 */
export function toFieldErrors(errors: unknown, fields?: ReadonlySet<string>): Record<string, string> | undefined {
  if (!Array.isArray(errors)) return undefined;
  const result: Record<string, string> = {};
  for (const entry of errors as unknown[]) {
    const { field, messages } = (entry ?? {}) as { field?: unknown; messages?: unknown };
    if (typeof field === 'string' && Array.isArray(messages) && (!fields || fields.has(field)))
      result[field] = messages.join(' ');
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** Validation errors of the named fields as react-admin submission errors; undefined when none is named. */
export const apiFieldErrors = (error: unknown, fields: readonly string[]) =>
  toFieldErrors(apiErrorBody(error)?.errors, new Set(fields));

export const httpStatus = (error: unknown): number | undefined =>
  error instanceof HttpError ? error.status : undefined;
