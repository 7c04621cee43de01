import { ErrorCode } from '@hauskonfig/shared';
import { ApiException } from '../common/errors/api-exception.js';

/** A refusal shown at one field of the contact-person form. */
export function fieldError(field: string, message: string, status: 400 | 409 = 400): ApiException {
  return new ApiException(status, status === 409 ? ErrorCode.CONFLICT : ErrorCode.VALIDATION_FAILED, message, [
    { field, messages: [message] },
  ]);
}
