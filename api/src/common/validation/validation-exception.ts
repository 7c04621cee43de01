import { ValidationError } from 'class-validator';
import { ErrorCode } from '@hauskonfig/shared';
import { ApiException } from '../errors/api-exception.js';
import { germanValidationErrors } from './german-validation-errors.js';

/** 400 VALIDATION_FAILED with the German messages per field. */
export function validationException(errors: ValidationError[]): ApiException {
  const fieldErrors = germanValidationErrors(errors);
  const message = fieldErrors.flatMap((e) => e.messages).join(' ');
  return new ApiException(400, ErrorCode.VALIDATION_FAILED, message, fieldErrors);
}
