import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { validationException } from './validation-exception.js';
import { assertVisibleText, assertWellFormedText } from './well-formed-text.js';

type DtoClass<T> = new () => T;

/** Validates a body where the global pipe does not run yet (inside guards). */
export async function validateBody<T extends object>(dto: DtoClass<T>, body: unknown): Promise<T> {
  assertWellFormedText(body);
  assertVisibleText(body);
  const instance = plainToInstance(dto, body ?? {});
  const errors = await validate(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    validationError: { target: true },
  });
  if (errors.length > 0) throw validationException(errors);
  return instance;
}
