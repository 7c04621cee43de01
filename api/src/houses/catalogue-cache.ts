import { createHash } from 'node:crypto';
import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InvalidatedCache } from '../common/cache/invalidated-cache.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { REDIS_CLIENT, RedisClient } from '../redis/redis.module.js';

export interface CachedBody {
  /** The serialised answer, encoded once and written as is to every client. */
  body: Buffer;
  etag: string;
}

/** Upper bound on staleness even if an invalidation message is lost. */
const TTL_MS = 1000;

/**
 * The public catalogue is read far more than it changes, so each instance keeps the serialised
 * answers with their ETag, dropped on every staff change (on all instances) and after a second.
 */
@Injectable()
export class CatalogueCache implements OnModuleInit, OnModuleDestroy {
  private readonly cache: InvalidatedCache<CachedBody>;

  constructor(@Inject(REDIS_CLIENT) redis: RedisClient, @Inject(APP_CONFIG) config: AppConfig) {
    this.cache = new InvalidatedCache('catalogue', redis, config.redisPrefix, TTL_MS);
  }

  onModuleInit(): void {
    this.cache.start();
  }

  onModuleDestroy(): void {
    this.cache.stop();
  }

  get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    return this.cache.get(key, async () => {
      const json = Buffer.from(JSON.stringify(await load()));
      return { body: json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    });
  }

  /** After any change that a visitor could see; reaches every instance. */
  invalidate(): Promise<void> {
    return this.cache.invalidate();
  }
}
