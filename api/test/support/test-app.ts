import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_CODE_ELEMENT_ID, PAGE_PRELOADS_FILE } from '@hauskonfig/shared';
import { INestApplication, ModuleMetadata } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import pino, { type Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { configureApp } from '../../src/bootstrap/configure-app.js';
import { AppConfig, buildAppConfig } from '../../src/config/app-config.js';
import { validateEnvironment } from '../../src/config/environment.js';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  dataSource: DataSource;
  close(): Promise<void>;
}

export const FAKE_SITE_INDEX = `<!doctype html><html><head><title>Konfigurator</title></head><body>
<div id="root"><!--first-view--><p>Wird geladen …</p><!--/first-view--></div>
<template id="${APP_CODE_ELEMENT_ID}">
  <script type="module" crossorigin src="/assets/app-abc123.js"></script>
</template>
</body></html>`;

/** Two tiny SPA builds so the static serving can be checked without building the real ones. */
function fakeSpaBuilds(root: string): { admin: string; site: string } {
  const admin = join(root, 'admin');
  const site = join(root, 'site');
  for (const [dir, title] of [
    [admin, 'Verwaltung'],
    [site, 'Konfigurator'],
  ]) {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html><head><title>${title}</title></head><body></body></html>`,
    );
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), `console.log('${title}')`);
  }
  // The public build's shell has a place for a page's first view, and keeps the app's code in a
  // template (public-web/index.html and build/first-view-first.ts).
  writeFileSync(join(site, 'index.html'), FAKE_SITE_INDEX);
  // The public build ships precompressed copies of its scripts and lists its landing pages' chunks.
  writeFileSync(join(site, 'assets', 'app-abc123.js.gz'), gzipSync(`console.log('Konfigurator')`));
  writeFileSync(
    join(site, PAGE_PRELOADS_FILE),
    JSON.stringify({
      '/configure': ['/assets/ConfigurePage-abc123.js', '/assets/TextField-abc123.js'],
      '/configure/property-shape': ['/assets/PropertyShapePage-abc123.js'],
      '/configure/:id': ['/assets/ConfigureHousePage-abc123.js'],
    }),
  );
  return { admin, site };
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  const databaseUrl = process.env.HK_TEST_DATABASE_URL;
  const redisUrl = process.env.HK_TEST_REDIS_URL;
  if (!databaseUrl || !redisUrl) throw new Error('The jest global setup did not prepare the test services');
  const dataDir = mkdtempSync(join(tmpdir(), 'hk-api-test-'));
  const spa = fakeSpaBuilds(dataDir);
  return buildAppConfig(
    validateEnvironment({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_DIST_DIR: spa.admin,
      PUBLIC_DIST_DIR: spa.site,
      DB_POOL_SIZE: '4',
      // Each app its own Redis namespace: counters of one test never leak into another.
      REDIS_PREFIX: `hk-test:${randomUUID()}:`,
      ...overrides,
    }),
  );
}

/** Boots the real application module against the run's database and Redis; its log goes to `extra.logger` (silent). */
export async function createTestApp(
  overrides: Record<string, string> = {},
  extra: Pick<ModuleMetadata, 'controllers'> & { logger?: Logger } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(config)],
    controllers: extra.controllers ?? [],
  }).compile();
  const app = moduleRef.createNestApplication({ logger: false });
  configureApp(app, config, extra.logger ?? pino({ level: 'silent' }));
  await app.init();
  return { app, config, dataSource: app.get(DataSource), close: () => app.close() };
}
