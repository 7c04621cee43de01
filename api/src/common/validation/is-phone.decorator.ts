import { ValidationOptions, registerDecorator } from 'class-validator';

/** Digits with the usual separators (+43 660 123 45 67, 0732/123456-7, (0)1 234); 6 to 20 digits. */
const PHONE = /^\+?[0-9 ()/.-]+$/;

export function isPhone(value: unknown): boolean {
  if (typeof value !== 'string' || !PHONE.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

/** Constraint name `isPhone`: the German message comes from the global translation. */
export function IsPhone(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isPhone',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: isPhone },
    });
}
