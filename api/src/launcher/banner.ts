import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BannerInput {
  /** PUBLIC_URL, else this machine at PORT: the addresses links in mails and PDFs use too. */
  siteUrl: string;
  database: string;
  redis: string;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | null;
  /** The password came from SEED_ADMIN_PASSWORD. */
  adminPasswordConfigured: boolean;
  /** NODE_ENV=production: logs are kept and read by others, so no password goes into them. */
  production: boolean;
  /** A worker and the queue board run (Redis is there). */
  withQueue: boolean;
}

/** The demo staff login: the configured one, else the one the seed generated and kept. */
export function demoLogin(dataDir: string, username: string, configured: string | undefined): string | null {
  if (configured) return configured;
  const file = join(dataDir, 'demo-login.json');
  if (!existsSync(file)) return null;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { username?: string; password?: string };
    return saved.username?.toLowerCase() === username.toLowerCase() ? (saved.password ?? null) : null;
  } catch {
    return null;
  }
}

/** The password itself outside production; in production only where it is found. */
function passwordText(input: BannerInput): string {
  if (input.production) {
    return input.adminPasswordConfigured
      ? '(not shown in production: the one set in SEED_ADMIN_PASSWORD)'
      : '(not shown in production: generated into demo-login.json in the data folder; set SEED_ADMIN_PASSWORD to choose it)';
  }
  return input.adminPassword ?? '(unchanged since it was first printed; set SEED_ADMIN_PASSWORD to reset it)';
}

export function banner(input: BannerInput): string {
  const base = input.siteUrl;
  return [
    '',
    '  Fertighaus-Konfigurator is running',
    '',
    `  Public site        ${base}/`,
    `  Admin dashboard    ${base}/admin`,
    // Production serves them only with API_DOCS=true.
    ...(input.production ? [] : [`  API docs           ${base}/api/docs`]),
    `  Health             ${base}/api/v1/health`,
    ...(input.withQueue ? [`  Queue board        ${base}/ops/queues (staff login)`] : []),
    '',
    `  Demo staff login   ${input.adminUsername} / ${passwordText(input)}`,
    '',
    `  Database           ${input.database}`,
    `  Redis              ${input.redis}`,
    `  Data folder        ${input.dataDir}`,
    '',
    '  Press Ctrl+C to stop.',
    '',
  ].join('\n');
}
