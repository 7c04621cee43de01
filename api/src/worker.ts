import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { Logger } from 'pino';
import { loadAppConfig } from './config/app-config.js';
import { createLogger } from './common/logging/logger.js';
import { PinoLoggerService } from './common/logging/pino-logger.service.js';
import { endWithLauncher } from './bootstrap/end-with-launcher.js';
import { exitAfterFailedStart, installProcessGuards } from './common/logging/process-guards.js';
import { WorkerModule } from './worker.module.js';

/** The process's logger, once the configuration is read. */
let configuredLogger: Logger | undefined;

/** Entry point of `npm run worker`; queue processors register in WorkerModule. */
async function bootstrap(): Promise<void> {
  const config = loadAppConfig();
  const logger = createLogger(config.logLevel);
  configuredLogger = logger;
  installProcessGuards(logger, 'worker');
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: new PinoLoggerService(logger),
  });
  app.enableShutdownHooks();
  logger.info('Worker started');
  endWithLauncher(app, logger);
  process.send?.({ type: 'ready' });
}

// A configuration that fails to load leaves no configured logger: then one at the default level says so.
bootstrap().catch((error: unknown) => exitAfterFailedStart(configuredLogger ?? createLogger('info'), 'worker', error));
