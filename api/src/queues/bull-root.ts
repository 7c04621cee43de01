import { BullModule } from '@nestjs/bull';
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { conversionBullQueue } from '../conversion/bull-conversion-queue.js';
import { mailBullQueue } from '../mail/bull-mail-queue.js';
import { QueueErrorLog } from './queue-error-log.js';

/** The queues, never without their error log. */
@Module({
  imports: [conversionBullQueue, mailBullQueue],
  providers: [QueueErrorLog],
  exports: [conversionBullQueue, mailBullQueue],
})
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
