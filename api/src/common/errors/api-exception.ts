import { HttpException } from '@nestjs/common';
import { ERROR_MESSAGES, ErrorCode } from '@hauskonfig/shared';

export interface FieldError {
  field: string;
  messages: string[];
}

/** An HTTP error with a stable machine code and a German message the clients may show. */
export class ApiException extends HttpException {
  constructor(
    status: number,
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly errors?: FieldError[],
    /** Response headers that belong to this error, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super({ statusCode: status, code, message, ...(errors ? { errors } : {}) }, status);
  }
}

/** 422: the input is well-formed but names something that does not exist (or no longer fits). */
export function unprocessableField(field: string, message: string): ApiException {
  return new ApiException(422, ErrorCode.UNPROCESSABLE, message, [{ field, messages: [message] }]);
}
