import { ValidationPipe } from '@nestjs/common';
import { ErrorCode } from '@hauskonfig/shared';
import { ApiException } from '../errors/api-exception.js';
import { germanValidationErrors } from './german-validation-errors.js';

/** The global pipe: strips nothing silently (unknown fields are errors) and answers in German. */
export function createGermanValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: true, value: false },
    exceptionFactory: (errors) => {
      const fieldErrors = germanValidationErrors(errors);
      const message = fieldErrors.flatMap((e) => e.messages).join(' ');
      return new ApiException(400, ErrorCode.VALIDATION_FAILED, message, fieldErrors);
    },
  });
}
