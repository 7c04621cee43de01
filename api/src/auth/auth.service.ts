import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, Role } from '@hauskonfig/shared';
import { DataSource } from 'typeorm';
import { ApiException } from '../common/errors/api-exception.js';
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
import { TokenService } from './token.service.js';

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
  ) {}

  /** Staff login check (login form and queue board); unknown user and wrong password answer alike. */
  validateStaff(username: string, password: string, ip: string): Promise<User> {
    return this.throttle.guard({ ip, account: staffAccount(username) }, async () => {
      const found = await this.users.findByUsername(username);
      const user = found?.roles.includes(Role.ROLE_CONTACT_PERSON) && found.passwordHash ? found : null;
      const valid = await verifyPassword(user?.passwordHash ?? (await UNKNOWN_USER_HASH), password);
      return user && valid ? user : new ApiException(403, ErrorCode.WRONG_CREDENTIALS);
    });
  }

  async login(user: User): Promise<LoginResponse> {
    return { user: UserResponse.from(user), ...(await this.tokens.startSession(user)) };
  }

  async refresh(token: string, username: string): Promise<LoginResponse> {
    const { user, tokens } = await this.tokens.rotate(token, username);
    return { user: UserResponse.from(user), ...tokens };
  }

  /** Ends this session and invalidates every access token the user holds. */
  async logout(user: AuthUser): Promise<void> {
    await this.tokens.revokeFamily(user.sessionId);
    await this.users.bumpTokenVersion(user.id);
  }

  /** Ends every session of the user on every device, this one included. */
  async logoutEverywhere(user: AuthUser): Promise<void> {
    await this.dataSource.transaction((manager) => endAllSessions(manager, user.id));
    await this.userCache.invalidate();
  }
}
