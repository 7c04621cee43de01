import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config.js';
import { REDIS_CLIENT, RedisClient } from '../../redis/redis.module.js';
import { COUNTER_STORE, CounterStore } from './counter-store.js';
import { MemoryCounterStore } from './memory-counter-store.js';
import { RedisCounterStore } from './redis-counter-store.js';

@Global()
@Module({
  providers: [
    {
      provide: COUNTER_STORE,
      inject: [REDIS_CLIENT, APP_CONFIG],
      useFactory: (redis: RedisClient, config: AppConfig): CounterStore =>
        redis ? new RedisCounterStore(redis, config.redisPrefix) : new MemoryCounterStore(),
    },
  ],
  exports: [COUNTER_STORE],
})
export class RateLimitModule {}
