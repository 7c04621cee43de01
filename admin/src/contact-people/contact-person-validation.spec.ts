import { ERROR_MESSAGES, ErrorCode, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { firstError } from '../forms/first-error';
import {
  changesLogin,
  currentPasswordRequiredFor,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateUsername,
} from './contact-person-validation';

describe('changesLogin', () => {
  it('is a change when a first username is entered', () => {
    expect(changesLogin({ username: 'mmuster' }, null)).toBe(true);
    expect(changesLogin({ username: '' }, null)).toBe(false);
  });

  it('is a change when a stored login gets a new username or a password', () => {
    expect(changesLogin({ username: 'neu' }, 'alt')).toBe(true);
    expect(changesLogin({ username: 'alt', password: 'geheim-genug' }, 'alt')).toBe(true);
  });

  it('is no change when the stored username is sent back unchanged without a password', () => {
    expect(changesLogin({ username: 'alt', password: '' }, 'alt')).toBe(false);
    expect(changesLogin({}, 'alt')).toBe(false);
  });
});

describe('login fields', () => {
  it('need a password for a new login, not for a stored one', async () => {
    expect(await firstError(validatePassword.withoutLogin, '', { username: 'mmuster' })).toBe(
      VALIDATION_MESSAGES.passwordRequired.a,
    );
    expect(await firstError(validatePassword.withoutLogin, '', { username: '' })).toBeUndefined();
    expect(await firstError(validatePassword.withLogin, '', { username: 'mmuster' })).toBeUndefined();
    expect(await firstError(validatePassword.withLogin, 'kurz', {})).toBeDefined();
    expect(await firstError(validatePassword.withLogin, 'lang-genug!', {})).toBeUndefined();
  });

  it('keep a stored username from being emptied', async () => {
    expect(await firstError(validateUsername.withLogin, '')).toBe(VALIDATION_MESSAGES.usernameRequired.a);
    expect(await firstError(validateUsername.withoutLogin, '')).toBeUndefined();
    expect(await firstError(validateUsername.withoutLogin, 'mm')).toBeDefined();
  });

  it('want the confirmation to repeat the password', async () => {
    const values = { password: 'geheim-genug' };
    expect(await firstError(validatePasswordConfirmation, 'geheim-genug', values)).toBeUndefined();
    expect(await firstError(validatePasswordConfirmation, 'anders', values)).toBe(
      VALIDATION_MESSAGES.passwordsDoNotMatch,
    );
    expect(await firstError(validatePasswordConfirmation, '', {})).toBeUndefined();
  });

  it('ask for the own password only when the login changes', async () => {
    const required = ERROR_MESSAGES[ErrorCode.CURRENT_PASSWORD_REQUIRED];
    const check = currentPasswordRequiredFor('alt');
    expect(await firstError([check], '', { username: 'neu' })).toBe(required);
    expect(await firstError([check], 'meins', { username: 'neu' })).toBeUndefined();
    expect(await firstError([check], '', { username: 'alt' })).toBeUndefined();
  });
});

describe('validatePhone', () => {
  it('takes the usual separators and 6 to 20 digits', async () => {
    expect(await firstError(validatePhone, '+49 731 123456')).toBeUndefined();
    expect(await firstError(validatePhone, '123')).toBe(VALIDATION_MESSAGES.invalidPhone);
    expect(await firstError(validatePhone, '')).toBe(VALIDATION_MESSAGES.phoneRequired.a);
  });
});
