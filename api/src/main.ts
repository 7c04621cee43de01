import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { configureApp } from './bootstrap/configure-app.js';
import { loadAppConfig } from './config/app-config.js';
import { createLogger } from './common/logging/logger.js';
import { PinoLoggerService } from './common/logging/pino-logger.service.js';

async function bootstrap(): Promise<void> {
  const config = loadAppConfig();
  const logger = createLogger(config.logLevel);
  const app = await NestFactory.create(AppModule.forRoot(config), {
    logger: new PinoLoggerService(logger),
    bodyParser: true,
  });
  configureApp(app, config, logger);
  await app.listen(config.port, config.host);
  logger.info({ port: config.port }, `API listening on http://${config.host}:${config.port}`);
  // The launcher waits for this line's structured twin on IPC, when it started us.
  process.send?.({ type: 'ready', port: config.port });
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
