import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { validationException } from './validation-exception.js';
import { assertWellFormedText } from './well-formed-text.js';

/** Malformed Unicode is refused before class-validator sees it (some of its checks throw on it). */
class GermanValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    assertWellFormedText(value);
    return super.transform(value, metadata);
  }
}

/** The global pipe: unknown fields are errors, not silently dropped, and answers are German. */
export function createGermanValidationPipe(): ValidationPipe {
  return new GermanValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: true, value: false },
    exceptionFactory: validationException,
  });
}
