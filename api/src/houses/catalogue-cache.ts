import { createHash } from 'node:crypto';
import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InvalidatedCache } from '../common/cache/invalidated-cache.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis.module.js';

export interface CachedBody {
  /** The serialised answer, encoded once and written as is to every client. */
  body: Buffer;
  etag: string;
}

/** Upper bound on staleness even if an invalidation message is lost. */
const TTL_MS = 1000;

/**
 * What visitors read of the public catalogue (the template houses, their images and 3D views,
 * the construction stages) is read far more than it changes, so each instance keeps it: answers
 * serialised once with their ETag, dropped on every staff change (on all instances) and after a
 * second. Only what is the same for every caller is kept; the rest is answered per caller.
 */
@Injectable()
export class CatalogueCache implements OnModuleInit, OnModuleDestroy {
  private readonly cache: InvalidatedCache<unknown>;

  constructor(@Inject(REDIS_CLIENT) redis: RedisClient, @Inject(APP_CONFIG) config: AppConfig) {
    this.cache = new InvalidatedCache('catalogue', redis, config.redisPrefix, TTL_MS);
  }

  onModuleInit(): void {
    this.cache.start();
  }

  onModuleDestroy(): void {
    this.cache.stop();
  }

  /** An answer that is always public (the catalogue itself, the stages). */
  async get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    return (await this.publicAnswer(key, load)) as CachedBody;
  }

  /**
   * The answer if it is public, i.e. the same for everyone; `load` returns undefined when it is
   * not (a draft, a custom house), and the caller answers per user then. Both outcomes are kept.
   */
  publicAnswer(key: string, load: () => Promise<unknown>): Promise<CachedBody | null> {
    return this.value(`answer:${key}`, async () => {
      const value = await load();
      if (value === undefined) return null;
      const json = Buffer.from(JSON.stringify(value));
      return { body: json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    });
  }

  /** Any other value that follows the catalogue (kept as is: callers must not change it). */
  value<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(key, load) as Promise<T>;
  }

  /** After any change that a visitor could see; reaches every instance. */
  invalidate(): Promise<void> {
    return this.cache.invalidate();
  }
}
