import { INestApplication, Logger } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Express } from 'express';
import helmet from 'helmet';
import type { Logger as PinoLogger } from 'pino';
import { AppConfig } from '../config/app-config.js';
import { AllExceptionsFilter } from '../common/filters/all-exceptions.filter.js';
import { admitPerTurn } from '../common/http/admit-per-turn.js';
import { noStoreByDefault } from '../common/http/no-store.js';
import { answerUnknownServerPath } from '../common/http/unknown-server-path.js';
import { createHttpLogger } from '../common/logging/http-logger.js';
import { createGermanValidationPipe } from '../common/validation/german-validation.pipe.js';
import { mountQueueBoard } from '../ops/queue-board.js';
import { CataloguePageHints } from '../houses/catalogue-page-hints.js';
import { PublicPageStatus } from '../houses/public-page-status.js';
import { HousePageHints } from '../house-views/house-page-hints.js';
import { adminPageStatus } from '../spa/admin-page-status.js';
import { spaHandler } from '../spa/spa-handler.js';
import { VendorSettingsPageHints } from '../vendor-settings/vendor-settings-page-hints.js';
import { API_PREFIX } from './api-prefix.js';
import { answerMalformedHttp } from './malformed-http.js';
import { guardRequestBodies } from './request-bodies.js';

/** Everything main.ts and the tests apply to an app, in one place, so tests run the real thing. */
export function configureApp(app: INestApplication, config: AppConfig, logger: PinoLogger): void {
  const express = app.getHttpAdapter().getInstance() as Express;
  express.set('trust proxy', config.trustProxy);
  express.disable('x-powered-by');

  app.use(createHttpLogger(logger));
  if (config.newRequestsPerTurn > 0) app.use(admitPerTurn(config.newRequestsPerTurn));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Three.js decoders compile WebAssembly; MUI injects style tags at run time.
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'", 'blob:', 'data:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.enableCors({
    origin: config.corsOrigins,
    credentials: true,
    exposedHeaders: ['Content-Range', 'ETag', 'Content-Disposition'],
  });
  guardRequestBodies(app, config);
  app.use(`/${API_PREFIX}`, noStoreByDefault);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createGermanValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  answerMalformedHttp(app.getHttpServer());
  app.enableShutdownHooks();

  if (config.apiDocs) {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Fertighaus-Konfigurator API')
        .setDescription('REST API of the house configurator. Errors: { statusCode, code, message }.')
        .setVersion('1')
        .addBearerAuth()
        .build(),
    );
    SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  }

  if (config.redisUrl) mountQueueBoard(app);

  const admin = { prefix: '/admin', dir: config.adminDistDir };
  const site = { prefix: '/', dir: config.publicDistDir };
  app.use(spaHandler(admin, { pageStatus: adminPageStatus(admin.prefix) }));
  app.use(
    spaHandler(site, {
      isExcluded: (path) =>
        path === admin.prefix || path.startsWith(`${admin.prefix}/`) || path.startsWith('/api/docs'),
      pageHints: [
        app.get(VendorSettingsPageHints).forRequest,
        app.get(CataloguePageHints).forRequest,
        app.get(HousePageHints).forRequest,
      ],
      pageStatus: app.get(PublicPageStatus).forRequest,
    }),
  );
  app.use(answerUnknownServerPath(API_PREFIX));
  new Logger('Bootstrap').log(`SPAs: admin from ${admin.dir}, public site from ${site.dir}`);
}
