import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '../api/api-error';

/**
 * What React and the router do with an error a page's error screen shows: an HTTP answer (an
 * unknown house, a server failure, no connection) is told to the visitor there and is no fault of
 * the app, so the console stays clean; anything else is logged for whoever looks into it.
 */
export function logUnexpectedError(error: unknown): void {
  if (isRouteErrorResponse(error) || error instanceof ApiError) return;
  console.error(error);
}
