import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { RedisClient } from '../../redis/redis.module.js';

/**
 * Values kept per instance for a short time and dropped on every change: the instance that
 * changes data clears its own copy and tells every other instance through Redis pub/sub. The
 * time limit bounds staleness even if an invalidation message is lost. The number of entries is
 * bounded too: keys come from requests (filters, ids), and a client asking for endless different
 * ones must not fill the memory.
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
    private readonly maxEntries = 1000,
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
    const now = Date.now();
    if (hit && hit.expires > now) return hit.value;
    if (hit && hit.expires + this.ttlMs > now) {
      // Just expired: answered once more while one refresh runs. Otherwise all callers of all
      // keys queued for the database together every time the limit passed (spikes in bench:load).
      // Only the time limit is softened this way; an invalidation drops values at once.
      this.load(key, load).catch(() => undefined);
      return hit.value;
    }
    return this.load(key, load);
  }

  /** Concurrent misses share one load instead of stampeding the database. */
  private load(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        // A change during the load makes its result stale: hand it out once, keep nothing.
        if (generation === this.generation) this.keep(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  private keep(key: string, value: T): void {
    const now = Date.now();
    if (this.entries.size >= this.maxEntries) {
      for (const [old, entry] of this.entries) if (entry.expires <= now) this.entries.delete(old);
      // Still full of live entries: the oldest goes (a Map iterates in insertion order).
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }

  /** How many values are kept right now (for tests and diagnostics). */
  get size(): number {
    return this.entries.size;
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
