import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
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
 * answers with their ETag. A staff change clears the local copy and tells every other instance
 * through Redis pub/sub; entries also expire after a second, which bounds staleness anyway.
 */
@Injectable()
export class CatalogueCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('CatalogueCache');
  private readonly entries = new Map<string, CachedBody & { expires: number }>();
  private readonly loading = new Map<string, Promise<CachedBody>>();
  private generation = 0;
  private subscriber: Redis | null = null;
  private readonly channel: string;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.channel = `${config.redisPrefix}catalogue-changed`;
  }

  onModuleInit(): void {
    if (!this.redis) return;
    // A subscribing connection can do nothing else, so it gets its own (queueing while reconnecting).
    this.subscriber = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', (error) => this.logger.warn(`catalogue invalidation channel: ${error.message}`));
    this.subscriber.on('message', () => this.clear());
    // Not awaited: while Redis is down the API starts anyway and subscribes once it is back.
    void this.subscriber.subscribe(this.channel).catch((error: Error) => this.logger.warn(error.message));
  }

  async onModuleDestroy(): Promise<void> {
    this.subscriber?.disconnect();
  }

  async get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit;
    // Concurrent misses share one load instead of stampeding the database.
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        const json = Buffer.from(JSON.stringify(value));
        const body = { body: json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
        if (generation === this.generation) this.entries.set(key, { ...body, expires: Date.now() + TTL_MS });
        return body;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  /** After any change that a visitor could see; reaches every instance. */
  async invalidate(): Promise<void> {
    this.clear();
    await this.redis?.publish(this.channel, String(Date.now())).catch((error: Error) => {
      this.logger.warn(`catalogue invalidation not sent (other instances catch up within 1 s): ${error.message}`);
    });
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }
}
