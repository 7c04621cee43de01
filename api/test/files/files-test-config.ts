import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig, buildAppConfig } from '../../src/config/app-config.js';
import { validateEnvironment } from '../../src/config/environment.js';

/** A validated config for unit-level tests; nothing here connects to the database. */
export function filesTestConfig(env: Record<string, string> = {}): AppConfig {
  return buildAppConfig(
    validateEnvironment({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'hk-files-test-')),
      ...env,
    }),
  );
}
