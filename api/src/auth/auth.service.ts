import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, Role, SessionEndCause } from '@hauskonfig/shared';
import { DataSource } from 'typeorm';
import { ApiException } from '../common/errors/api-exception.js';
import { SecuritySettingsService } from '../security-settings/security-settings.service.js';
import { UserResponse } from '../users/dto/user.response.js';
import { hashPassword, verifyPassword } from '../users/password-hasher.js';
import { UserCache } from '../users/user-cache.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { AuthUser } from './auth-user.js';
import { LoginResponse } from './dto/login.response.js';
import { endAllSessions } from './end-sessions.js';
import { staffAccount } from './login-name.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { SecondFactorService, wrongSecondFactor } from './second-factor/second-factor.service.js';
import { TokenService } from './token.service.js';

/**
 * Where the second factor's code comes from: the login form's own field, or the end of the password
 * after a space (the queue board's basic auth, which has no field for it).
 */
export type SecondFactorSource = { code?: string } | { appendedToPassword: true };

function credentialsOf(typed: string, source: SecondFactorSource, hasSecondFactor: boolean) {
  if (!('appendedToPassword' in source)) return { password: typed, secondFactorCode: source.code };
  const split = typed.lastIndexOf(' ');
  return hasSecondFactor && split > 0
    ? { password: typed.slice(0, split), secondFactorCode: typed.slice(split + 1) }
    : { password: typed, secondFactorCode: undefined };
}

/** Verified against when the username is unknown, so both failures take the same time. */
const UNKNOWN_USER_HASH = hashPassword('unknown-user-placeholder');

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottleService,
    private readonly userCache: UserCache,
    private readonly secondFactor: SecondFactorService,
    private readonly securitySettings: SecuritySettingsService,
  ) {}

  /**
   * Staff login check (login form and queue board); unknown user and wrong password answer alike.
   * A user with a second factor also needs its code: without one, a right password answers
   * SECOND_FACTOR_REQUIRED (uncounted), so the form can ask for it. Once the account's failures
   * reached the cap, only an attempt with a valid code gets its password checked at all, so a user
   * with a second factor still gets in and nobody else learns anything.
   */
  validateStaff(username: string, typed: string, ip: string, source: SecondFactorSource = {}): Promise<User> {
    const attempt = { ip, account: staffAccount(username) };
    return this.throttle.guard(attempt, async ({ accountCapped }) => {
      const found = await this.users.findByUsername(username);
      const user = found?.roles.includes(Role.ROLE_CONTACT_PERSON) && found.passwordHash ? found : null;
      const { password, secondFactorCode } = credentialsOf(typed, source, !!user?.totpSecret);
      if (accountCapped) {
        if (!secondFactorCode) throw await this.throttle.accountLocked(attempt);
        if (!user || !(await this.secondFactor.accept(user, secondFactorCode))) return wrongSecondFactor();
      }
      const valid = await verifyPassword(user?.passwordHash ?? (await UNKNOWN_USER_HASH), password);
      if (!user || !valid) return new ApiException(403, ErrorCode.WRONG_CREDENTIALS);
      if (accountCapped || !user.totpSecret) return user;
      if (!secondFactorCode) throw new ApiException(403, ErrorCode.SECOND_FACTOR_REQUIRED);
      return (await this.secondFactor.accept(user, secondFactorCode)) ? user : wrongSecondFactor();
    });
  }

  async login(user: User): Promise<LoginResponse> {
    return { user: await this.userAnswer(user), ...(await this.tokens.startSession(user)) };
  }

  async refresh(token: string, username: string): Promise<LoginResponse> {
    const { user, tokens } = await this.tokens.rotate(token, username);
    return { user: await this.userAnswer(user), ...tokens };
  }

  private async userAnswer(user: User): Promise<UserResponse> {
    return UserResponse.from(user, (await this.securitySettings.current()).secondFactorRequired);
  }

  /** Ends this session and invalidates every access token the user holds. */
  async logout(user: AuthUser): Promise<void> {
    await this.tokens.revokeFamily(user.sessionId);
    await this.users.bumpTokenVersion(user.id);
  }

  /** Ends every session of the user on every device, this one included. */
  async logoutEverywhere(user: AuthUser): Promise<void> {
    await this.dataSource.transaction((manager) =>
      endAllSessions(manager, user.id, SessionEndCause.LOGGED_OUT_EVERYWHERE),
    );
    await this.userCache.invalidate();
  }
}
