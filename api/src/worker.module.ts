import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig, loadAppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { bullImports } from './queues/bull-root.js';
import { BullConversionQueue } from './conversion/bull-conversion-queue.js';
import { CONVERSION_QUEUE } from './conversion/conversion-queue.js';
import { ConversionSweeper } from './conversion/conversion-sweeper.js';
import { ConversionRunner } from './conversion/conversion-runner.js';
import { ModelConversionProcessor } from './conversion/model-conversion.processor.js';
import { DatabaseModule } from './database/database.module.js';
import { StorageModule } from './files/storage/storage.module.js';
import { CatalogueCacheModule } from './houses/catalogue-cache.module.js';
import { BullMailQueue } from './mail/bull-mail-queue.js';
import { MailDeliveryService } from './mail/mail-delivery.service.js';
import { MAIL_QUEUE_TOKEN } from './mail/mail-job.js';
import { MailProcessor } from './mail/mail.processor.js';
import { OutboxSweeper } from './mail/outbox-sweeper.js';
import { QueueSweeps } from './queues/queue-sweeps.js';
import { PlanPdfModule } from './plan-pdf/plan-pdf.module.js';
import { RedisModule } from './redis/redis.module.js';
import { SavedPlanSweeper } from './saved-plans/saved-plan-sweeper.js';

/** The background worker process: no HTTP; queue processors are registered only here. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig = loadAppConfig()): DynamicModule {
    if (!config.redisUrl) {
      throw new Error('The worker needs Redis (REDIS_URL); without Redis the API converts models itself.');
    }
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        StorageModule,
        CatalogueCacheModule,
        PlanPdfModule,
        ...bullImports(config),
      ],
      providers: [
        ConversionRunner,
        ModelConversionProcessor,
        MailDeliveryService,
        MailProcessor,
        OutboxSweeper,
        ConversionSweeper,
        SavedPlanSweeper,
        QueueSweeps,
        { provide: MAIL_QUEUE_TOKEN, useClass: BullMailQueue },
        { provide: CONVERSION_QUEUE, useClass: BullConversionQueue },
      ],
    };
  }
}
