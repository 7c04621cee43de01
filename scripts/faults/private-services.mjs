// A throwaway PostgreSQL cluster and redis-server of the fault scripts' own, on their own ports:
// the scripts stop and restart them, which they must never do to the services others share.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const PG_PORT = Number(process.env.FAULT_PG_PORT ?? 55432);
const REDIS_PORT = Number(process.env.FAULT_REDIS_PORT ?? 56379);

/** initdb and pg_ctl of the newest installed PostgreSQL (Debian keeps them off PATH). */
function postgresBin(tool) {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const path = join(root, version, 'bin', tool);
    if (existsSync(path)) return path;
  }
  return tool;
}

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
function runPostgresTool(tool, args, options = {}) {
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', postgresBin(tool), ...args]]
    : [postgresBin(tool), args];
  return execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

export async function waitUntil(check, timeoutMs, what) {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startPrivatePostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'hk-fault-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  runPostgresTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const url = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
  const ready = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const service = {
    url,
    port: PG_PORT,
    async start() {
      runPostgresTool('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
      await waitUntil(ready, 15_000, 'PostgreSQL accepting connections');
    },
    /** Fast shutdown: open sessions are ended, as on a real restart of the server. */
    stop() {
      runPostgresTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    async remove() {
      try {
        runPostgresTool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await service.start();
  return service;
}

export async function startPrivateRedis() {
  const url = `redis://127.0.0.1:${REDIS_PORT}`;
  let server = null;
  const service = {
    url,
    port: REDIS_PORT,
    async start() {
      server = spawn(
        'redis-server',
        ['--bind', '127.0.0.1', '--port', String(REDIS_PORT), '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await waitUntil(
        () => spawnSync('redis-cli', ['-p', String(REDIS_PORT), 'ping'], { encoding: 'utf8' }).stdout.includes('PONG'),
        10_000,
        'Redis answering',
      );
    },
    /** Gone at once with everything it held, like a crash: no save, nothing kept. */
    async stop() {
      if (!server || server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    },
    remove() {
      return service.stop();
    },
  };
  await service.start();
  return service;
}
