import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { configureApp } from './bootstrap/configure-app.js';
import { loadAppConfig } from './config/app-config.js';
import { createLogger } from './common/logging/logger.js';
import { PinoLoggerService } from './common/logging/pino-logger.service.js';
import { endWithLauncher } from './bootstrap/end-with-launcher.js';
import { exitAfterFailedStart, installProcessGuards } from './common/logging/process-guards.js';

/** The process's logger, once the configuration is read. */
let configuredLogger: Logger | undefined;

async function bootstrap(): Promise<void> {
  const config = loadAppConfig();
  const logger = createLogger(config.logLevel);
  configuredLogger = logger;
  installProcessGuards(logger, 'api');
  const app = await NestFactory.create(AppModule.forRoot(config), {
    logger: new PinoLoggerService(logger),
    bodyParser: true,
  });
  configureApp(app, config, logger);
  await app.listen(config.port, config.host);
  logger.info({ port: config.port }, `API listening on http://${config.host}:${config.port}`);
  // The launcher waits for this line's structured twin on IPC, when it started us.
  endWithLauncher(app, logger);
  process.send?.({ type: 'ready', port: config.port });
}

// A configuration that fails to load leaves no configured logger: then one at the default level says so.
bootstrap().catch((error: unknown) => exitAfterFailedStart(configuredLogger ?? createLogger('info'), 'api', error));
