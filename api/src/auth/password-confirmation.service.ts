import { Injectable } from '@nestjs/common';
import { ERROR_MESSAGES, ErrorCode } from '@hauskonfig/shared';
import { ApiException } from '../common/errors/api-exception.js';
import { verifyPassword } from '../users/password-hasher.js';
import { UsersService } from '../users/users.service.js';
import type { AuthUser } from './auth-user.js';
import { staffAccount } from './login-name.js';
import { LoginThrottleService } from './login-throttle.service.js';

/** 400, not 401 or 403: the clients end the session on those, and this is only a wrong field. */
export function currentPasswordError(code: ErrorCode.CURRENT_PASSWORD_REQUIRED | ErrorCode.CURRENT_PASSWORD_WRONG) {
  return new ApiException(400, code, ERROR_MESSAGES[code], [
    { field: 'currentPassword', messages: [ERROR_MESSAGES[code]] },
  ]);
}

/**
 * Staff confirm a change of a login with their own current password, so a session alone (stolen,
 * or left open) cannot take over someone's account. Wrong passwords count towards the lock-out
 * of the staff member's own login.
 */
@Injectable()
export class PasswordConfirmationService {
  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async confirm(actor: AuthUser, ip: string, currentPassword: string | undefined): Promise<void> {
    if (!currentPassword) throw currentPasswordError(ErrorCode.CURRENT_PASSWORD_REQUIRED);
    const attempt = { ip, account: staffAccount(actor.username) };
    await this.throttle.guard(attempt, async ({ accountCapped }) => {
      // A session is no way round the cap: its password is not checked either until the window ends.
      if (accountCapped) throw await this.throttle.accountLocked(attempt);
      const { passwordHash } = await this.users.get(actor.id);
      const valid = !!passwordHash && (await verifyPassword(passwordHash, currentPassword));
      return valid || currentPasswordError(ErrorCode.CURRENT_PASSWORD_WRONG);
    });
  }
}
