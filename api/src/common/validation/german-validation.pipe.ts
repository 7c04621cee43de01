import { ValidationPipe } from '@nestjs/common';
import { validationException } from './validation-exception.js';

/** The global pipe: unknown fields are errors, not silently dropped, and answers are German. */
export function createGermanValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: true, value: false },
    exceptionFactory: validationException,
  });
}
