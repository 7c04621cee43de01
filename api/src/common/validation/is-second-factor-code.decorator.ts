import { isSecondFactorCode } from '@hauskonfig/shared';
import { ValidationOptions, registerDecorator } from 'class-validator';

/** Constraint `isSecondFactorCode` (the shared rule: a TOTP code or a recovery code, however typed). */
export function IsSecondFactorCode(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isSecondFactorCode',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: isSecondFactorCode },
    });
}
