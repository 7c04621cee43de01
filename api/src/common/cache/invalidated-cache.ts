import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { RedisClient } from '../../redis/redis.module.js';

/**
 * Values kept per instance for a short time and dropped on every change: the instance that
 * changes data clears its own copy and tells every other instance through Redis pub/sub. The
 * time limit bounds staleness even if an invalidation message is lost.
 */
export class InvalidatedCache<T> {
  private readonly logger: Logger;
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly loading = new Map<string, Promise<T>>();
  private generation = 0;
  private subscriber: Redis | null = null;
  private readonly channel: string;

  constructor(
    name: string,
    private readonly redis: RedisClient,
    redisPrefix: string,
    private readonly ttlMs: number,
  ) {
    this.logger = new Logger(name);
    this.channel = `${redisPrefix}${name}-changed`;
  }

  start(): void {
    if (!this.redis) return;
    // A subscribing connection can do nothing else, so it gets its own (queueing while reconnecting).
    this.subscriber = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', (error) => this.logger.warn(`invalidation channel: ${error.message}`));
    this.subscriber.on('message', () => this.clear());
    // Not awaited: while Redis is down the API starts anyway and subscribes once it is back.
    void this.subscriber.subscribe(this.channel).catch((error: Error) => this.logger.warn(error.message));
  }

  stop(): void {
    this.subscriber?.disconnect();
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    // Concurrent misses share one load instead of stampeding the database.
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        // A change during the load makes its result stale: hand it out once, keep nothing.
        if (generation === this.generation) this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  /** After any change the cached values depend on; reaches every instance. */
  async invalidate(): Promise<void> {
    this.clear();
    await this.redis?.publish(this.channel, String(Date.now())).catch((error: Error) => {
      this.logger.warn(`invalidation not sent (other instances catch up within ${this.ttlMs} ms): ${error.message}`);
    });
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }
}
