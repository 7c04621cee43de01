import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadAppConfig } from './config/app-config.js';
import { createLogger } from './common/logging/logger.js';
import { PinoLoggerService } from './common/logging/pino-logger.service.js';
import { WorkerModule } from './worker.module.js';

/** Entry point of `npm run worker`; queue processors register in WorkerModule. */
async function bootstrap(): Promise<void> {
  const config = loadAppConfig();
  const logger = createLogger(config.logLevel);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: new PinoLoggerService(logger),
  });
  app.enableShutdownHooks();
  logger.info('Worker started');
  process.send?.({ type: 'ready' });
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
