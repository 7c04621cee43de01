import { ApiErrorBody, ERROR_MESSAGES, ErrorCode } from '@hauskonfig/shared';
import type { Response } from 'express';

/** The API's error body from plain Express middleware, which Nest's exception filter never sees. */
export function sendApiError(response: Response, statusCode: number, code: ErrorCode): void {
  const body: ApiErrorBody = { statusCode, code, message: ERROR_MESSAGES[code] };
  response.status(statusCode).json(body);
}
