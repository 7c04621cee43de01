import { BullModule } from '@nestjs/bull';
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { MAIL_QUEUE } from '../mail/mail-job.js';
import { QueueErrorLog } from '../queues/queue-error-log.js';
import { MODEL_CONVERSION_QUEUE } from './conversion-job.js';

const queues = BullModule.registerQueue({ name: MODEL_CONVERSION_QUEUE }, { name: MAIL_QUEUE });

/** The queues, never without their error log. */
@Module({ imports: [queues], providers: [QueueErrorLog], exports: [queues] })
class BullQueuesModule {}

/** The Bull connection and the queues, shared by API (producer) and worker (consumer). */
export function bullImports(config: AppConfig): Array<DynamicModule | Type> {
  return [
    BullModule.forRoot({
      url: config.redisUrl!,
      prefix: `${config.redisPrefix}bull`,
      settings: {
        // A worker that dies mid-job loses its lock; another worker picks the job up again.
        lockDuration: config.conversion.lockSeconds * 1000,
        stalledInterval: config.conversion.stalledCheckSeconds * 1000,
        maxStalledCount: 2,
      },
    }),
    BullQueuesModule,
  ];
}
