import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InvalidatedCache } from '../common/cache/invalidated-cache.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis.module.js';
import type { User } from './user.entity.js';

/** Upper bound on staleness even if an invalidation message is lost. */
const TTL_MS = 1000;

/**
 * Active users as the token check reads them on every authenticated call, kept per instance.
 * Whatever changes users (logout, "log out everywhere", token reuse, new customer credentials, a
 * contact person's login changed or removed, a request deleted with its customer login) drops
 * them on every instance: a token such a change ended fails at once where it was made, and
 * elsewhere as soon as the message arrives (about two seconds at most if it is lost).
 */
@Injectable()
export class UserCache implements OnModuleInit, OnModuleDestroy {
  private readonly cache: InvalidatedCache<User | null>;

  constructor(@Inject(REDIS_CLIENT) redis: RedisClient, @Inject(APP_CONFIG) config: AppConfig) {
    this.cache = new InvalidatedCache('users', redis, config.redisPrefix, TTL_MS);
  }

  onModuleInit(): void {
    this.cache.start();
  }

  onModuleDestroy(): void {
    this.cache.stop();
  }

  /** The kept user (shared: callers must not change it), or null for no active user. */
  get(id: string, load: () => Promise<User | null>): Promise<User | null> {
    return this.cache.get(id, load);
  }

  /** After any change to users; reaches every instance. */
  invalidate(): Promise<void> {
    return this.cache.invalidate();
  }
}
