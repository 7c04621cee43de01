import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { bullImports } from './bull-root.js';
import { BullConversionQueue } from './bull-conversion-queue.js';
import { CONVERSION_QUEUE } from './conversion-queue.js';
import { ConversionRunner } from './conversion-runner.js';
import { InProcessConversionQueue } from './in-process-conversion-queue.js';

/** The API's way to hand out conversions: Bull when Redis is there, else in-process. */
@Module({})
export class ConversionQueueModule {
  static forRoot(config: AppConfig): DynamicModule {
    const withRedis = Boolean(config.redisUrl);
    return {
      module: ConversionQueueModule,
      global: true,
      imports: withRedis ? bullImports(config) : [],
      providers: withRedis
        ? [{ provide: CONVERSION_QUEUE, useClass: BullConversionQueue }]
        : [ConversionRunner, { provide: CONVERSION_QUEUE, useClass: InProcessConversionQueue }],
      exports: [CONVERSION_QUEUE],
    };
  }
}
