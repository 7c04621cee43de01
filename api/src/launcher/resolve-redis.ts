import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port.js';
import { stopLeftoverServer } from './leftover-server.js';

export interface ResolvedRedis {
  url: string | null;
  source: 'configured' | 'local' | 'started' | 'none';
  /** The server started for this run, if any. */
  pid?: number;
  stop(): Promise<void>;
}

interface ResolveOptions {
  localUrl?: string;
  serverCommand?: string;
  /** Where a started server records its pid, so a start after a killed launcher can stop it. */
  pidFile?: string;
}

const DEFAULT_LOCAL = 'redis://127.0.0.1:6379';

async function answers(url: string, timeoutMs = 800): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function waitUntilAnswers(url: string, child: ChildProcess, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await answers(url, 300)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * REDIS_URL if set; else a Redis already answering on 127.0.0.1:6379; else a throw-away
 * `redis-server` from PATH (no persistence); else none, and queues run in-process.
 */
export async function resolveRedis(
  configured: string | undefined,
  { localUrl = DEFAULT_LOCAL, serverCommand = 'redis-server', pidFile }: ResolveOptions = {},
): Promise<ResolvedRedis> {
  const noop = async () => undefined;
  if (configured) return { url: configured, source: 'configured', stop: noop };
  if (await answers(localUrl)) return { url: localUrl, source: 'local', stop: noop };

  const available = spawnSync(serverCommand, ['--version'], { stdio: 'ignore' });
  if (available.error || available.status !== 0) return { url: null, source: 'none', stop: noop };

  if (pidFile) await stopLeftoverServer(pidFile, serverCommand, 'SIGTERM');
  const port = await freePort();
  const child = spawn(
    serverCommand,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      ...(pidFile ? ['--pidfile', pidFile] : []),
    ],
    // Its own process group: Ctrl+C reaches the launcher only, which stops Redis after the worker.
    { stdio: 'ignore', detached: true },
  );
  const url = `redis://127.0.0.1:${port}`;
  if (!(await waitUntilAnswers(url, child))) {
    child.kill();
    return { url: null, source: 'none', stop: noop };
  }
  return {
    url,
    source: 'started',
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
