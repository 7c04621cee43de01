import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { AppConfig, loadAppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { ConstructionStagesModule } from './construction-stages/construction-stages.module.js';
import { ContactPeopleModule } from './contact-people/contact-people.module.js';
import { CustomerRequestsModule } from './customer-requests/customer-requests.module.js';
import { DataProtectionModule } from './data-protection/data-protection.module.js';
import { DatabaseModule } from './database/database.module.js';
import { SeedModule } from './database/seed/seed.module.js';
import { StorageModule } from './files/storage/storage.module.js';
import { HealthModule } from './health/health.module.js';
import { HouseViewsModule } from './house-views/house-views.module.js';
import { CatalogueCacheModule } from './houses/catalogue-cache.module.js';
import { UserCacheModule } from './users/user-cache.module.js';
import { HousesModule } from './houses/houses.module.js';
import { QueuesModule } from './queues/queues.module.js';
import { RedisModule } from './redis/redis.module.js';
import { QueueBoardModule } from './ops/queue-board.module.js';
import { PlanSharesModule } from './plan-shares/plan-shares.module.js';
import { PriceGuideModule } from './price-guide/price-guide.module.js';
import { SavedPlansModule } from './saved-plans/saved-plans.module.js';
import { UsersModule } from './users/users.module.js';
import { VendorSettingsModule } from './vendor-settings/vendor-settings.module.js';

/** The HTTP API process. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig = loadAppConfig()): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        RateLimitModule,
        StorageModule,
        CatalogueCacheModule,
        UserCacheModule,
        QueuesModule.forRoot(config),
        SeedModule,
        AuthModule,
        UsersModule,
        HealthModule,
        ConstructionStagesModule,
        CustomerRequestsModule,
        DataProtectionModule,
        HousesModule,
        HouseViewsModule,
        ContactPeopleModule,
        VendorSettingsModule,
        SavedPlansModule,
        PriceGuideModule,
        PlanSharesModule,
        QueueBoardModule,
      ],
    };
  }
}
