import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis.module.js';

const PING_TIMEOUT_MS = 1000;

@Injectable()
export class RedisHealthIndicator {
  constructor(
    @Inject(REDIS_CLIENT) private readonly client: RedisClient,
    private readonly indicators: HealthIndicatorService,
  ) {}

  async check(key: string): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check(key);
    if (!this.client) return indicator.up({ mode: 'disabled' });
    try {
      const pong = await Promise.race([
        this.client.ping(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS).unref()),
      ]);
      return pong === 'PONG' ? indicator.up() : indicator.down({ message: `unexpected answer ${pong}` });
    } catch (error) {
      return indicator.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }
}
