import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../config/app-config.js';
import { localSiteUrl, parsePublicUrl, publicUrlProblem } from '../config/public-url.js';
import { banner, demoLogin } from './banner.js';
import { EmbeddedPostgres, LauncherError, startEmbeddedPostgres } from './embedded-postgres.js';
import { logFormat, ProcessOutput } from './process-output.js';
import { resolveRedis, ResolvedRedis } from './resolve-redis.js';
import { SupervisedProcess } from './supervised-process.js';

const READY_TIMEOUT_MS = 180_000;

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/** The banner's addresses: PUBLIC_URL as the API reads it (a bad one stops the API anyway), else this machine. */
function siteUrl(configured: string | undefined, port: number): string {
  return configured && publicUrlProblem(configured) === null ? parsePublicUrl(configured) : localSiteUrl(port);
}

const log = (line: string) => process.stdout.write(`[start] ${line}\n`);

let stopping = false;
/** Stops what was started, the database last, and exits; set once there is something to stop. */
let stop = (code: number): void => process.exit(code);

/**
 * `npm start`: brings up whatever is not configured (embedded PostgreSQL, Redis), runs the API and
 * the worker as supervised child processes against it, exactly as they run in production, and
 * on Ctrl+C or SIGTERM stops them first and the database last.
 */
async function main(): Promise<void> {
  const env = { ...process.env };
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, '.data'));
  const port = Number(env.PORT ?? 3000);
  const format = logFormat(env, process.stdout);
  const colour = format === 'pretty' && Boolean(process.stdout.isTTY) && !env.NO_COLOR;

  let database: EmbeddedPostgres | null = null;
  let redis: ResolvedRedis | null = null;
  const processes: SupervisedProcess[] = [];
  // A server being started when Ctrl+C comes is stopped too, once it is up.
  let startingStep: Promise<unknown> = Promise.resolve();
  const starting = <T>(step: Promise<T>): Promise<T> => {
    startingStep = step;
    return step;
  };
  const quietly = (what: string, action: () => Promise<void>) =>
    action().catch((error: unknown) => log(`Could not stop ${what}: ${(error as Error).message}`));
  stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    if (!database && !redis?.pid && processes.length === 0) process.exit(code);
    log('Stopping ...');
    const stopAll = async () => {
      await startingStep.catch(() => undefined);
      await Promise.all(processes.map((child) => quietly(child.name, () => child.stop())));
      if (redis) await quietly('Redis', redis.stop);
      if (database) await quietly('the database', database.stop);
    };
    const exit = () => {
      log('Stopped.');
      process.exit(code);
    };
    stopAll().then(exit, exit);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  let databaseLabel: string;
  if (env.DATABASE_URL) {
    databaseLabel = `PostgreSQL at ${redact(env.DATABASE_URL)}`;
  } else {
    log(`No DATABASE_URL: starting the embedded PostgreSQL server in ${join(dataDir, 'postgres')} ...`);
    database = await starting(startEmbeddedPostgres(dataDir, log));
    log(`PostgreSQL 18 started (pid ${database.pid})`);
    env.DATABASE_URL = database.url;
    databaseLabel = `embedded PostgreSQL 18 at ${redact(database.url)} (${database.clusterDir})`;
  }
  if (stopping) return;

  redis = await starting(resolveRedis(env.REDIS_URL, { pidFile: join(dataDir, 'redis.pid') }));
  env.REDIS_URL = redis.url ?? '';
  const redisLabel = {
    configured: `${redis.url} (REDIS_URL)`,
    local: `${redis.url} (found running)`,
    started: `${redis.url} (started for this run, nothing kept)`,
    none: 'none: not configured, none running, no redis-server on PATH; queues run in-process',
  }[redis.source];
  if (redis.source === 'none') log(`WARNING: ${redisLabel}`);
  if (redis.pid) log(`redis-server started (pid ${redis.pid})`);
  env.DATA_DIR = dataDir;
  // A Redis found running may serve other checkouts too: their workers must not take our jobs.
  if (redis.source === 'local' && !env.REDIS_PREFIX)
    env.REDIS_PREFIX = `hk:${createHash('sha1').update(dataDir).digest('hex').slice(0, 8)}:`;
  if (stopping) return;

  const supervised = (
    name: string,
    entry: string,
    extra: Partial<ConstructorParameters<typeof SupervisedProcess>[0]>,
  ) =>
    new SupervisedProcess({
      name,
      entry: join(import.meta.dirname, '..', entry),
      env,
      output: new ProcessOutput(name, format, (text) => process.stdout.write(text), colour),
      log,
      ...extra,
    });

  const timer = setTimeout(() => {
    log(`The API did not become ready within ${READY_TIMEOUT_MS / 1000} s`);
    stop(1);
  }, READY_TIMEOUT_MS);
  let announced = false;
  const api = supervised('api', 'main.js', {
    onFailedStart: (reason) => {
      log(reason);
      stop(1);
    },
    onReady: () => {
      if (announced) return;
      announced = true;
      clearTimeout(timer);
      // The worker converts 3D models from the queue; without Redis the API does that itself.
      if (redis?.url) {
        const worker = supervised('worker', 'worker.js', {});
        processes.push(worker);
        worker.start();
      }
      const username = env.SEED_ADMIN_USERNAME || 'admin';
      process.stdout.write(
        banner({
          siteUrl: siteUrl(env.PUBLIC_URL, port),
          database: databaseLabel,
          redis: redisLabel,
          dataDir,
          adminUsername: username,
          adminPassword: demoLogin(dataDir, username, env.SEED_ADMIN_PASSWORD),
          adminPasswordConfigured: Boolean(env.SEED_ADMIN_PASSWORD),
          production: env.NODE_ENV === 'production',
          withQueue: Boolean(redis?.url),
        }),
      );
    },
  });
  processes.push(api);
  api.start();
}

main().catch((error: unknown) => {
  const message = error instanceof LauncherError ? error.message : error instanceof Error ? error.stack : error;
  process.stderr.write(`[start] Could not start:\n${message}\n`);
  stop(1);
});
