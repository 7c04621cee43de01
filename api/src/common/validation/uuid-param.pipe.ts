import { ParseUUIDPipe } from '@nestjs/common';
import { ErrorCode, VALIDATION_MESSAGES, formatMessage } from '@hauskonfig/shared';
import { ApiException } from '../errors/api-exception.js';

/** A path id that is not a UUID is a 400 with a German message, before any query runs. */
export const UuidParam = new ParseUUIDPipe({
  exceptionFactory: () =>
    new ApiException(400, ErrorCode.VALIDATION_FAILED, formatMessage(VALIDATION_MESSAGES.mustBeUuid, 'ID')),
});
