import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { CounterStore } from './counter-store.js';
import { MemoryCounterStore } from './memory-counter-store.js';

const DECREMENT_EXISTING = "if redis.call('exists', KEYS[1]) == 1 then redis.call('decr', KEYS[1]) end";

const DELETE_IF_HELD = "if redis.call('get', KEYS[1]) == ARGV[1] then redis.call('del', KEYS[1]) end";

/**
 * Counters in Redis so every API instance sees the same numbers. If Redis fails, the
 * instance keeps counting in memory rather than letting attempts through uncounted.
 */
export class RedisCounterStore implements CounterStore {
  private readonly logger = new Logger('RateLimit');
  private readonly fallback = new MemoryCounterStore();

  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    keyPrefix: string,
  ) {
    this.prefix = `${keyPrefix}counter:`;
  }

  private async withFallback<T>(work: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.logger.warn(`Redis counters unavailable, counting in memory: ${(error as Error).message}`);
      return fallback();
    }
  }

  increment(key: string, windowSeconds: number): Promise<number> {
    return this.withFallback(
      async () => {
        const result = await this.redis
          .multi()
          .incr(this.prefix + key)
          .expire(this.prefix + key, windowSeconds, 'NX')
          .exec();
        const [error, value] = result?.[0] ?? [new Error('empty reply'), 0];
        if (error) throw error;
        return Number(value);
      },
      () => this.fallback.increment(key, windowSeconds),
    );
  }

  decrement(key: string): Promise<void> {
    return this.withFallback(
      async () => {
        // Only an existing key: a DECR after the window ended would leave a count without expiry.
        await this.redis.eval(DECREMENT_EXISTING, 1, this.prefix + key);
      },
      () => this.fallback.decrement(key),
    );
  }

  count(key: string): Promise<number> {
    return this.withFallback(
      async () => Number((await this.redis.get(this.prefix + key)) ?? 0),
      () => this.fallback.count(key),
    );
  }

  secondsLeft(key: string): Promise<number> {
    return this.withFallback(
      async () => Math.max(0, await this.redis.ttl(this.prefix + key)),
      () => this.fallback.secondsLeft(key),
    );
  }

  reset(key: string): Promise<void> {
    return this.withFallback(
      async () => {
        await this.redis.del(this.prefix + key);
      },
      () => this.fallback.reset(key),
    );
  }

  lock(key: string, ttlSeconds: number): Promise<string | null> {
    const token = randomUUID();
    return this.withFallback(
      async () => ((await this.redis.set(this.prefix + key, token, 'EX', ttlSeconds, 'NX')) === 'OK' ? token : null),
      () => this.fallback.lock(key, ttlSeconds),
    );
  }

  unlock(key: string, token: string): Promise<void> {
    return this.withFallback(
      async () => {
        await this.redis.eval(DELETE_IF_HELD, 1, this.prefix + key, token);
      },
      () => this.fallback.unlock(key, token),
    );
  }
}
