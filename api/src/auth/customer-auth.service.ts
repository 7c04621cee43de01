import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode } from '@hauskonfig/shared';
import { Repository } from 'typeorm';
import { CodeLookupLimit } from '../access-codes/code-lookup-limit.js';
import { ApiException } from '../common/errors/api-exception.js';
import { CustomerRequest } from '../customer-requests/customer-request.entity.js';
import { UserResponse } from '../users/dto/user.response.js';
import { verifyPassword } from '../users/password-hasher.js';
import { User } from '../users/user.entity.js';
import { CustomerLinkResponse, LoginResponse } from './dto/login.response.js';
import { customerAccount } from './login-name.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { TokenService } from './token.service.js';

const invalidLink = () => new ApiException(404, ErrorCode.INVALID_CUSTOMER_LINK);

/** Customers log in with the six-digit code of their personal link and the password staff gave them. */
@Injectable()
export class CustomerAuthService {
  constructor(
    @InjectRepository(CustomerRequest) private readonly requests: Repository<CustomerRequest>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottleService,
    private readonly lookups: CodeLookupLimit,
  ) {}

  /** What the login page needs to know about a link, and nothing personal. */
  async resolveLink(loginCode: string, ip: string): Promise<CustomerLinkResponse> {
    await this.lookups.assertAllowed(ip);
    const request = await this.requests.findOne({ where: { loginCode }, select: { id: true, passwordHash: true } });
    if (!request) throw invalidLink();
    return { loginCode, hasPassword: request.passwordHash !== null };
  }

  async login(loginCode: string, password: string, ip: string): Promise<LoginResponse> {
    const attempt = { ip, account: customerAccount(loginCode) };
    const user = await this.throttle.guard(attempt, async ({ accountCapped }) => {
      // Customers have no second factor: a code whose failures reached the cap waits out the window.
      if (accountCapped) throw await this.throttle.accountLocked(attempt);
      const request = await this.requests.findOne({ where: { loginCode }, select: { id: true, passwordHash: true } });
      if (!request) return invalidLink();
      const customer = await this.users.findOneBy({ customerRequestId: request.id, active: true });
      const valid = !!request.passwordHash && (await verifyPassword(request.passwordHash, password));
      return customer && valid ? customer : new ApiException(403, ErrorCode.WRONG_CREDENTIALS);
    });
    return { user: UserResponse.from(user), ...(await this.tokens.startSession(user)) };
  }
}
