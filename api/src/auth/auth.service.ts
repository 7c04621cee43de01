import { Injectable } from '@nestjs/common';
import { ErrorCode, Role } from '@hauskonfig/shared';
import { ApiException } from '../common/errors/api-exception.js';
import { UserResponse } from '../users/dto/user.response.js';
import { hashPassword, verifyPassword } from '../users/password-hasher.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { AuthUser } from './auth-user.js';
import { LoginResponse } from './dto/login.response.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { TokenService } from './token.service.js';

/** Verified against when the username is unknown, so both failures take the same time. */
const UNKNOWN_USER_HASH = hashPassword('unknown-user-placeholder');

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottleService,
  ) {}

  /** Staff login check (passport local strategy); unknown user and wrong password answer alike. */
  async validateStaff(username: string, password: string, ip: string): Promise<User> {
    const attempt = { ip, account: `staff:${username.trim()}` };
    await this.throttle.assertAllowed(attempt);
    const found = await this.users.findByUsername(username);
    const user = found?.roles.includes(Role.ROLE_CONTACT_PERSON) && found.passwordHash ? found : null;
    const valid = await verifyPassword(user?.passwordHash ?? (await UNKNOWN_USER_HASH), password);
    if (!user || !valid) {
      await this.throttle.recordFailure(attempt);
      throw new ApiException(403, ErrorCode.WRONG_CREDENTIALS);
    }
    await this.throttle.recordSuccess(attempt);
    return user;
  }

  async login(user: User): Promise<LoginResponse> {
    return { user: UserResponse.from(user), ...(await this.tokens.issue(user)) };
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
}
