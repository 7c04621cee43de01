import { ERROR_MESSAGES, ErrorCode, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { email, required, type Validator } from 'react-admin';
import { atLeast, atMost, validPhone } from '../forms/field-validators';

/*
 * Client-side mirror of the API's rules for contact people (SaveContactPersonDto), so most mistakes
 * are shown at the field before anything is uploaded. Validators live at module level because
 * react-admin re-registers inputs whose validators change identity.
 */

const filled = (value: unknown) => typeof value === 'string' && value !== '';

export const validateName = [required(VALIDATION_MESSAGES.nameRequired.a), atMost('name', 200)];

export const validateEmail = [
  required(VALIDATION_MESSAGES.emailRequired.a),
  email(VALIDATION_MESSAGES.invalidEmail),
  atMost('email', 254),
];

export const validatePhone = [required(VALIDATION_MESSAGES.phoneRequired.a), validPhone, atMost('phoneNumber', 50)];

/** Spec section 5: a contact person cannot be saved without a photo; required unless one is stored. */
export const validatePhotoRequired = [required(VALIDATION_MESSAGES.contactPersonImageRequired)];

const usernameRules = [atLeast('username', 3), atMost('username', 100)];

/** The API keeps an existing login when no username is sent, so it cannot be emptied here. */
export const validateUsername = {
  withoutLogin: usernameRules,
  withLogin: [required(VALIDATION_MESSAGES.usernameRequired.a), ...usernameRules],
};

const passwordRules = [atLeast('password', 10), atMost('password', 200)];

/** A new login needs a password (the API refuses a username without one). */
const passwordForNewLogin: Validator = (value: unknown, values: Record<string, unknown>) =>
  filled(values.username) && !filled(value) ? VALIDATION_MESSAGES.passwordRequired.a : undefined;

export const validatePassword = {
  withoutLogin: [passwordForNewLogin, ...passwordRules],
  withLogin: passwordRules,
};

const matchesPassword: Validator = (value: unknown, values: Record<string, unknown>) =>
  (filled(value) ? value : '') === (filled(values.password) ? values.password : '')
    ? undefined
    : VALIDATION_MESSAGES.passwordsDoNotMatch;

export const validatePasswordConfirmation = [matchesPassword];

/**
 * The API's rule: setting up a login, or changing its username or password, is confirmed with the
 * acting staff member's own password. `savedUsername` is the login as stored (null: none yet).
 */
export function changesLogin(values: Record<string, unknown>, savedUsername: string | null): boolean {
  if (savedUsername === null) return filled(values.username);
  return (filled(values.username) && values.username !== savedUsername) || filled(values.password);
}

export const currentPasswordRequiredFor =
  (savedUsername: string | null): Validator =>
  (value: unknown, values: Record<string, unknown>) =>
    changesLogin(values, savedUsername) && !filled(value)
      ? ERROR_MESSAGES[ErrorCode.CURRENT_PASSWORD_REQUIRED]
      : undefined;
