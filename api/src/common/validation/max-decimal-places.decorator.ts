import { hasAtMostDecimals } from '@hauskonfig/shared';
import { ValidationOptions, registerDecorator } from 'class-validator';

/**
 * Constraint name `maxDecimalPlaces`: a number with at most `places` decimals, judged by value with
 * the shared rule. Used beside `@IsNumber()` instead of its own `maxDecimalPlaces`, which counts the
 * digits of the number's text and threw (500) on a tiny number written as "1e-7". Other types are
 * left to `@IsNumber()`.
 */
export function MaxDecimalPlaces(places: number, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'maxDecimalPlaces',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [places],
      options,
      validator: { validate: (value: unknown) => typeof value !== 'number' || hasAtMostDecimals(value, places) },
    });
}
