import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  LoginChangeKind,
  Role,
  SessionEndCause,
  customerLinkPath,
  isCustomerVisibleStatus,
} from '@hauskonfig/shared';
import { DataSource, EntityManager } from 'typeorm';
import { unusedAccessCode } from '../access-codes/access-codes.js';
import type { AuthUser } from '../auth/auth-user.js';
import { endAllSessions } from '../auth/end-sessions.js';
import { ApiException } from '../common/errors/api-exception.js';
import { recordLoginChanges } from '../users/login-changes.js';
import { hashPassword } from '../users/password-hasher.js';
import { User } from '../users/user.entity.js';
import { CustomerRequest } from './customer-request.entity.js';
import { lockRequestForAccess } from './lock-request.js';
import { CredentialsResponse } from './dto/credentials.response.js';
import { UserCache } from '../users/user-cache.js';

/** No 0/O or 1/l/I: the password is read off a screen and typed in. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const PASSWORD_LENGTH = 12;

function randomPassword(): string {
  return Array.from({ length: PASSWORD_LENGTH }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/** Customers' usernames cannot collide with staff names, which may not contain ':'. */
function customerUsername(loginCode: string): string {
  return `kunde:${loginCode}`;
}

/** A login code and the password in clear, which exists only until it is shown to staff. */
export interface IssuedCredentials {
  loginCode: string;
  password: string;
}

@Injectable()
export class CustomerCredentialsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly userCache: UserCache,
  ) {}

  /**
   * A new password for a released request (spec: "generating a new customer password invalidates
   * the old one"). Before the release there is nothing to log in to: access comes with "Freigeben".
   */
  async generate(requestId: string, staff: AuthUser): Promise<CredentialsResponse> {
    const password = randomPassword();
    const passwordHash = await hashPassword(password);
    const loginCode = await this.dataSource.transaction(async (manager) => {
      const request = await lockRequestForAccess(manager, requestId);
      if (!isCustomerVisibleStatus(request.status)) throw new ApiException(409, ErrorCode.REQUEST_NOT_RELEASED);
      return this.store(manager, request, passwordHash, staff);
    });
    await this.userCache.invalidate();
    return { loginCode, password, loginPath: customerLinkPath(loginCode) };
  }

  /**
   * Inside the caller's transaction, on a request row it has locked: gives the request a login code
   * (once) and a new password. The previous password and every session of the customer stop
   * working at once; the change is recorded with who made it. The caller drops the user cache after
   * the commit.
   */
  async issue(manager: EntityManager, request: CustomerRequest, staff: AuthUser): Promise<IssuedCredentials> {
    const password = randomPassword();
    const loginCode = await this.store(manager, request, await hashPassword(password), staff);
    return { loginCode, password };
  }

  private async store(
    manager: EntityManager,
    request: CustomerRequest,
    passwordHash: string,
    staff: AuthUser,
  ): Promise<string> {
    const code = request.loginCode ?? (await unusedAccessCode(manager, 'customerLogin'));
    await manager
      .getRepository(CustomerRequest)
      .update(request.id, { loginCode: code, passwordHash, credentialsGeneratedAt: new Date() });
    await this.upsertCustomerUser(manager, request, code, staff);
    return code;
  }

  private async upsertCustomerUser(
    manager: EntityManager,
    request: CustomerRequest,
    loginCode: string,
    staff: AuthUser,
  ): Promise<void> {
    const users = manager.getRepository(User);
    const existing = await users.findOneBy({ customerRequestId: request.id });
    const userId = existing?.id ?? (await this.insertCustomerUser(manager, request, loginCode));
    if (existing) {
      await users.update(existing.id, { active: true });
      await endAllSessions(manager, existing.id, SessionEndCause.ACCESS_RENEWED);
    }
    await recordLoginChanges(manager, [
      {
        userId,
        kind: existing ? LoginChangeKind.PASSWORD_CHANGED : LoginChangeKind.CREATED,
        username: existing?.username ?? customerUsername(loginCode),
        changedByUserId: staff.id,
      },
    ]);
  }

  private async insertCustomerUser(
    manager: EntityManager,
    request: CustomerRequest,
    loginCode: string,
  ): Promise<string> {
    const { identifiers } = await manager.getRepository(User).insert({
      username: customerUsername(loginCode),
      email: request.email,
      firstName: request.firstName,
      lastName: request.lastName,
      roles: [Role.ROLE_CUSTOMER],
      customerRequestId: request.id,
    });
    return identifiers[0].id as string;
  }
}
