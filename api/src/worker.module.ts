import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { StorageModule } from './files/storage/storage.module.js';
import { RedisModule } from './redis/redis.module.js';

/** The background worker process: no HTTP, same configuration, database and Redis as the API. */
@Module({})
export class WorkerModule {
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, RedisModule, StorageModule],
    };
  }
}
