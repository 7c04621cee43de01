import { ValidationOptions, registerDecorator } from 'class-validator';
import { isSingleLine } from '../text/control-characters.js';

/**
 * Constraint name `isSingleLine`: a single-line field (name, e-mail, phone, place …) refuses line
 * breaks and other control characters, which could forge lines in the mails built from it. The
 * German message comes from the global translation; other types are left to their own checks.
 */
export function IsSingleLine(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isSingleLine',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (value: unknown) => typeof value !== 'string' || isSingleLine(value) },
    });
}
