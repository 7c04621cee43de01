import { PipeTransform } from '@nestjs/common';
import { ErrorCode, VALIDATION_MESSAGES, fieldLabel, formatMessage } from '@hauskonfig/shared';
import { ApiException } from '../errors/api-exception.js';

/** A query value that must be one of an enum's values when given. */
export class OptionalEnumPipe<T extends string> implements PipeTransform<unknown, T | undefined> {
  constructor(
    private readonly values: Record<string, T>,
    private readonly field: string,
  ) {}

  transform(value: unknown): T | undefined {
    if (value === undefined || value === '') return undefined;
    const allowed = Object.values(this.values);
    if (typeof value === 'string' && (allowed as string[]).includes(value)) return value as T;
    throw new ApiException(
      400,
      ErrorCode.VALIDATION_FAILED,
      formatMessage(VALIDATION_MESSAGES.mustBeOneOf, fieldLabel(this.field), allowed.join(', ')),
    );
  }
}
