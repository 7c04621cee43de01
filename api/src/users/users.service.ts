import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode } from '@hauskonfig/shared';
import { Repository } from 'typeorm';
import { canonicalLoginName } from '../auth/login-name.js';
import { ApiException } from '../common/errors/api-exception.js';
import { UserCache } from './user-cache.js';
import { User } from './user.entity.js';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly cache: UserCache,
  ) {}

  /**
   * Case-insensitive, matching the unique index on lower(username). Only the canonical form is
   * compared, so every spelling that finds a user has the same lock-out key (login-name.ts).
   */
  findByUsername(username: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:name)', { name: canonicalLoginName(username) })
      .andWhere('user.active = true')
      .getOne();
  }

  async get(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id, active: true });
    if (!user) throw new ApiException(401, ErrorCode.SESSION_EXPIRED);
    return user;
  }

  /** The active user a token names, as the token check reads it on every call (cached); null if none. */
  activeUser(id: string): Promise<User | null> {
    return this.cache.get(id, () => this.users.findOneBy({ id, active: true }));
  }

  async bumpTokenVersion(id: string): Promise<void> {
    await this.users.increment({ id }, 'tokenVersion', 1);
    await this.cache.invalidate();
  }
}
