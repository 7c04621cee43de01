import { ErrorCode, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { ApiException, type FieldError } from '../common/errors/api-exception.js';
import { MAX_PRICE_CENTS } from './dto/cents.decorator.js';

const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PRICE_CENTS;

/**
 * Prices by id (stage prices of a house, surcharges of optional works) as sent: each key must be
 * one of `ids`, each value whole cents or null. Answers the prices that are set; any fault is a
 * 400 naming the entry (`field.<id>`), so the form marks the right input.
 */
export function centsRecord(
  field: string,
  value: Readonly<Record<string, unknown>>,
  ids: ReadonlySet<string>,
  unknownMessage: string,
): Record<string, number> {
  const errors: FieldError[] = [];
  const prices: Record<string, number> = {};
  for (const [id, cents] of Object.entries(value)) {
    if (!ids.has(id)) errors.push({ field: `${field}.${id}`, messages: [unknownMessage] });
    else if (isCents(cents)) prices[id] = cents;
    else if (cents !== null) errors.push({ field: `${field}.${id}`, messages: [VALIDATION_MESSAGES.priceCents] });
  }
  if (errors.length > 0) {
    throw new ApiException(
      400,
      ErrorCode.VALIDATION_FAILED,
      errors.flatMap((error) => error.messages).join(' '),
      errors,
    );
  }
  return prices;
}
