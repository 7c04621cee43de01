import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { BullConversionQueue } from '../conversion/bull-conversion-queue.js';
import { CONVERSION_QUEUE } from '../conversion/conversion-queue.js';
import { ConversionRunner } from '../conversion/conversion-runner.js';
import { InProcessConversionQueue } from '../conversion/in-process-conversion-queue.js';
import { BullMailQueue } from '../mail/bull-mail-queue.js';
import { InProcessMailQueue } from '../mail/in-process-mail-queue.js';
import { MailDeliveryService } from '../mail/mail-delivery.service.js';
import { MAIL_QUEUE_TOKEN } from '../mail/mail-job.js';
import { PlanPdfModule } from '../plan-pdf/plan-pdf.module.js';
import { bullImports } from './bull-root.js';

/**
 * How the API hands out background work (model conversions, mails): Bull queues when Redis is
 * there, for the worker to take; otherwise the API does the work itself, with a warning.
 */
@Module({})
export class QueuesModule {
  static forRoot(config: AppConfig): DynamicModule {
    const withRedis = Boolean(config.redisUrl);
    return {
      module: QueuesModule,
      global: true,
      imports: withRedis ? bullImports(config) : [PlanPdfModule],
      providers: withRedis
        ? [
            { provide: CONVERSION_QUEUE, useClass: BullConversionQueue },
            { provide: MAIL_QUEUE_TOKEN, useClass: BullMailQueue },
          ]
        : [
            ConversionRunner,
            MailDeliveryService,
            { provide: CONVERSION_QUEUE, useClass: InProcessConversionQueue },
            { provide: MAIL_QUEUE_TOKEN, useClass: InProcessMailQueue },
          ],
      exports: [CONVERSION_QUEUE, MAIL_QUEUE_TOKEN],
    };
  }
}
