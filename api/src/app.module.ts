import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { ConstructionStagesModule } from './construction-stages/construction-stages.module.js';
import { DatabaseModule } from './database/database.module.js';
import { SeedModule } from './database/seed/seed.module.js';
import { HealthModule } from './health/health.module.js';
import { RedisModule } from './redis/redis.module.js';

/** The HTTP API process. */
@Module({})
export class AppModule {
  static forRoot(config?: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        SeedModule,
        HealthModule,
        ConstructionStagesModule,
      ],
    };
  }
}
