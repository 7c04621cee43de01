import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { validationException } from './validation-exception.js';
import { assertVisibleText, assertWellFormedText } from './well-formed-text.js';

/** What a client sent; the others (the logged-in user, uploaded files) are the server's own objects. */
const FROM_CLIENT = new Set<ArgumentMetadata['type']>(['body', 'query', 'param']);

/**
 * Malformed Unicode is refused before class-validator sees it (some of its checks throw on it), and
 * so are invisible characters in any text the client sent.
 */
class GermanValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    assertWellFormedText(value);
    if (FROM_CLIENT.has(metadata.type)) assertVisibleText(value);
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
