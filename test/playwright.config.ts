import { defineConfig } from '@playwright/test';
import { DESKTOP, PHONE } from './e2e/support/viewports';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Specs that change what every page shows (vendor settings, prices, staff logins) run alone, after the rest. */
const SERIAL = /\.serial\.spec\.ts$/;

/**
 * Browser tests against the built stack (real PostgreSQL and Redis), in Debian's Chromium.
 * Projects: `desktop` runs every test at 1440 px; `phone` runs at 390 px the tests tagged `@phone`
 * (short layout checks) or `@phone-only` (phone flows, which then do not run at the desktop size);
 * `serial` runs the state-changing specs one at a time once both are done. Staff log in once
 * (`staff-session`) and the tests reuse that session.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/e2e',
  timeout: 60_000,
  // Files are spread over the workers; a file's tests run in order, sharing their setup.
  fullyParallel: false,
  // Two browsers with the stack fill the 2 cores CI has; E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    locale: 'de-DE',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    { name: 'staff-session', testMatch: /staff-session\.setup\.ts$/, use: { viewport: DESKTOP } },
    {
      name: 'desktop',
      testIgnore: SERIAL,
      grepInvert: /@phone-only/,
      use: { viewport: DESKTOP },
      dependencies: ['staff-session'],
    },
    {
      name: 'phone',
      testIgnore: SERIAL,
      grep: /@phone/,
      use: { viewport: PHONE },
      dependencies: ['staff-session'],
    },
    {
      name: 'serial',
      testMatch: SERIAL,
      workers: 1,
      use: { viewport: DESKTOP },
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: 'node e2e/serve-stack.mjs',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: { E2E_PORT: String(port) },
  },
});
