import { HttpException, HttpStatus } from '@nestjs/common';
import { ApiErrorBody, ERROR_MESSAGES, ErrorCode } from '@hauskonfig/shared';
import { QueryFailedError } from 'typeorm';
import { JSON_TOO_DEEP_TYPE } from '../validation/json-depth.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.BAD_REQUEST,
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  408: ErrorCode.REQUEST_TIMEOUT,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  422: ErrorCode.UNPROCESSABLE,
  429: ErrorCode.TOO_MANY_REQUESTS,
  503: ErrorCode.SERVICE_UNAVAILABLE,
};

/** PostgreSQL error classes that are the client's fault or a passing outage, never a 500. */
const PG_STATUS: Record<string, [number, ErrorCode]> = {
  '23505': [HttpStatus.CONFLICT, ErrorCode.CONFLICT],
  '23503': [HttpStatus.CONFLICT, ErrorCode.CONFLICT],
  '22P02': [HttpStatus.BAD_REQUEST, ErrorCode.BAD_REQUEST],
  '22001': [HttpStatus.BAD_REQUEST, ErrorCode.BAD_REQUEST],
  '22003': [HttpStatus.BAD_REQUEST, ErrorCode.BAD_REQUEST],
  '57P01': [HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE],
  '57P03': [HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE],
};

/** body-parser's refusals, told apart by the `type` it gives them (its 413 is never a file). */
const BODY_PARSER_CODES = new Map<unknown, ErrorCode>([
  ['entity.parse.failed', ErrorCode.INVALID_JSON],
  ['entity.too.large', ErrorCode.REQUEST_TOO_LARGE],
  [JSON_TOO_DEEP_TYPE, ErrorCode.JSON_TOO_DEEP],
]);

const CONNECTION_ERRORS = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'];

/** Judged by shape, not `instanceof Error`: socket errors may come from another realm (jest's VM). */
function isConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && CONNECTION_ERRORS.includes(code)) ||
    (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect/i.test(message))
  );
}

function fromHttpException(error: HttpException): ApiErrorBody {
  const statusCode = error.getStatus();
  const response = error.getResponse();
  const fallbackCode =
    CODE_BY_STATUS[statusCode] ?? (statusCode >= 500 ? ErrorCode.INTERNAL_ERROR : ErrorCode.BAD_REQUEST);
  if (typeof response === 'object' && response !== null && 'code' in response) {
    const body = response as Partial<ApiErrorBody> & Record<string, unknown>;
    const code = String(body.code) as ErrorCode;
    return {
      ...body,
      statusCode,
      code,
      message: typeof body.message === 'string' ? body.message : (ERROR_MESSAGES[code] ?? ERROR_MESSAGES[fallbackCode]),
    };
  }
  // Framework exceptions (unknown route, bad JSON, terminus) carry English text: answer in German.
  const isUnknownRoute = statusCode === 404 && /^Cannot [A-Z]+ /.test(error.message);
  const parserCode = BODY_PARSER_CODES.get((error.cause as { type?: unknown } | undefined)?.type);
  const code = isUnknownRoute ? ErrorCode.ROUTE_NOT_FOUND : (parserCode ?? fallbackCode);
  const body: ApiErrorBody & Record<string, unknown> = { statusCode, code, message: ERROR_MESSAGES[code] };
  if (typeof response === 'object' && response !== null && 'details' in response) {
    body.details = (response as { details: unknown }).details;
  }
  return body;
}

/** A passing outage of a service (503), not a fault of the caller or the code. */
export function isOutage(error: unknown): boolean {
  return !(error instanceof HttpException) && toErrorBody(error).statusCode === 503;
}

/** Maps any thrown value to the `{statusCode, code, message}` body the API promises. */
export function toErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof HttpException) return fromHttpException(error);
  if (error instanceof QueryFailedError) {
    const pgCode = (error.driverError as { code?: string } | undefined)?.code ?? '';
    const mapped = PG_STATUS[pgCode];
    if (mapped) return { statusCode: mapped[0], code: mapped[1], message: ERROR_MESSAGES[mapped[1]] };
  }
  if (isConnectionError(error)) {
    return {
      statusCode: 503,
      code: ErrorCode.SERVICE_UNAVAILABLE,
      message: ERROR_MESSAGES[ErrorCode.SERVICE_UNAVAILABLE],
    };
  }
  return { statusCode: 500, code: ErrorCode.INTERNAL_ERROR, message: ERROR_MESSAGES[ErrorCode.INTERNAL_ERROR] };
}
