import { ChildProcess, fork } from 'node:child_process';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../config/app-config.js';
import { banner, demoLogin } from './banner.js';
import { EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import { resolveRedis } from './resolve-redis.js';

const READY_TIMEOUT_MS = 180_000;

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/**
 * `npm start`: brings up whatever is not configured (embedded PostgreSQL, Redis) and runs the
 * API as a child process against it, exactly as it runs in production.
 */
async function main(): Promise<void> {
  const env = { ...process.env };
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, '.data'));
  const port = Number(env.PORT ?? 3000);
  const log = (line: string) => process.stdout.write(`[start] ${line}\n`);

  let embedded: EmbeddedPostgres | null = null;
  let databaseLabel: string;
  if (env.DATABASE_URL) {
    databaseLabel = `PostgreSQL at ${redact(env.DATABASE_URL)}`;
  } else {
    log(`No DATABASE_URL: starting embedded PostgreSQL (PGlite) in ${join(dataDir, 'pgdata')} ...`);
    embedded = await startEmbeddedPostgres(join(dataDir, 'pgdata'));
    env.DATABASE_URL = embedded.url;
    databaseLabel = `embedded PGlite (${join(dataDir, 'pgdata')})`;
  }

  const redis = await resolveRedis(env.REDIS_URL);
  env.REDIS_URL = redis.url ?? '';
  const redisLabel = {
    configured: `${redis.url} (REDIS_URL)`,
    local: `${redis.url} (found running)`,
    started: `${redis.url} (started for this run, nothing kept)`,
    none: 'none: not configured, none running, no redis-server on PATH; queues run in-process',
  }[redis.source];
  if (redis.source === 'none') log(`WARNING: ${redisLabel}`);
  env.DATA_DIR = dataDir;

  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
    await redis.stop();
    await embedded?.stop().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const api = fork(join(import.meta.dirname, '..', 'main.js'), [], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(api);
  api.on('exit', (code) => {
    if (!stopping) {
      log(`API exited with code ${code}`);
      void stop(code ?? 1);
    }
  });

  const timer = setTimeout(() => {
    log(`API did not become ready within ${READY_TIMEOUT_MS / 1000} s`);
    void stop(1);
  }, READY_TIMEOUT_MS);
  api.on('message', (message: { type?: string }) => {
    if (message?.type !== 'ready') return;
    clearTimeout(timer);
    // The worker converts 3D models from the queue; without Redis the API does that itself.
    if (redis.url) {
      const worker = fork(join(import.meta.dirname, '..', 'worker.js'), [], {
        env,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(worker);
      worker.on('exit', (code) => {
        if (!stopping) {
          log(`Worker exited with code ${code}`);
          void stop(code ?? 1);
        }
      });
    }
    const username = env.SEED_ADMIN_USERNAME || 'admin';
    process.stdout.write(
      banner({
        port,
        database: databaseLabel,
        redis: redisLabel,
        dataDir,
        adminUsername: username,
        adminPassword: demoLogin(dataDir, username, env.SEED_ADMIN_PASSWORD),
        withQueue: Boolean(redis.url),
      }),
    );
  });
}

main().catch((error: unknown) => {
  console.error('[start] failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
