import { HttpError } from 'react-admin';

/** The API's German message of a failed call (spec section 8), when the answer carried one. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as { message?: unknown } | null | undefined;
  return typeof body?.message === 'string' && body.message !== '' ? body.message : undefined;
}

export const httpStatus = (error: unknown): number | undefined =>
  error instanceof HttpError ? error.status : undefined;
