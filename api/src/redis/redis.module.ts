import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';

/** The shared Redis connection, or null when the product runs without Redis (embedded fallback). */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
export type RedisClient = Redis | null;

@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): RedisClient => {
        if (!config.redisUrl) {
          new Logger('Redis').warn('REDIS_URL is not set: running without Redis (queues run in-process).');
          return null;
        }
        const client = new Redis(config.redisUrl, {
          lazyConnect: false,
          maxRetriesPerRequest: 1,
          // Fail fast while Redis is down instead of queueing commands forever.
          enableOfflineQueue: false,
          retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
        });
        const logger = new Logger('Redis');
        client.on('error', (error) => logger.warn(`Redis: ${error.message}`));
        return client;
      },
    },
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly client: RedisClient) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.client) this.client.disconnect();
  }
}
