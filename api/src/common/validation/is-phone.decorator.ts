import { isPhoneNumber } from '@hauskonfig/shared';
import { ValidationOptions, registerDecorator } from 'class-validator';

/** Constraint name `isPhone` (the shared phone rule): the German message comes from the global translation. */
export function IsPhone(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isPhone',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: isPhoneNumber },
    });
}
