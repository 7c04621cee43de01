import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BannerInput {
  port: number;
  database: string;
  redis: string;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | null;
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

export function banner(input: BannerInput): string {
  const base = `http://localhost:${input.port}`;
  const password = input.adminPassword ?? '(unchanged since it was first printed; set SEED_ADMIN_PASSWORD to reset it)';
  return [
    '',
    '  Fertighaus-Konfigurator is running',
    '',
    `  Public site        ${base}/`,
    `  Admin dashboard    ${base}/admin`,
    `  API docs           ${base}/api/docs`,
    `  Health             ${base}/api/v1/health`,
    ...(input.withQueue ? [`  Queue board        ${base}/ops/queues (staff login)`] : []),
    '',
    `  Demo staff login   ${input.adminUsername} / ${password}`,
    '',
    `  Database           ${input.database}`,
    `  Redis              ${input.redis}`,
    `  Data folder        ${input.dataDir}`,
    '',
    '  Press Ctrl+C to stop.',
    '',
  ].join('\n');
}
