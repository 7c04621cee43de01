import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InvalidatedCache } from '../common/cache/invalidated-cache.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis.module.js';

/** Upper bound on staleness even if an invalidation message is lost. */
const TTL_MS = 5000;

/**
 * Totals of the staff request list per filter. Counting a contains-filter reads every request,
 * while the page itself stops after 25, so paging through one search counts once. Every write
 * to requests drops all totals, on every instance.
 */
@Injectable()
export class RequestCountCache implements OnModuleInit, OnModuleDestroy {
  private readonly cache: InvalidatedCache<number>;

  constructor(@Inject(REDIS_CLIENT) redis: RedisClient, @Inject(APP_CONFIG) config: AppConfig) {
    this.cache = new InvalidatedCache('request-counts', redis, config.redisPrefix, TTL_MS);
  }

  onModuleInit(): void {
    this.cache.start();
  }

  onModuleDestroy(): void {
    this.cache.stop();
  }

  count(filter: Record<string, unknown>, load: () => Promise<number>): Promise<number> {
    const key = JSON.stringify(Object.entries(filter).sort(([a], [b]) => a.localeCompare(b)));
    return this.cache.get(key, load);
  }

  /** After any change to requests. */
  invalidate(): Promise<void> {
    return this.cache.invalidate();
  }
}
