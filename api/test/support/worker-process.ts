import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { AppConfig } from '../../src/config/app-config.js';

const WORKER = join(import.meta.dirname, '..', '..', 'dist', 'worker.js');

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface WorkerProcess {
  process: ChildProcess;
  /** Resolves once the worker takes jobs; rejects if it exits before. */
  ready: Promise<void>;
  /** What the worker has logged so far (pino JSON; anything else as a line of level 0). */
  logs(): LogLine[];
}

/** A real worker process (`dist/worker.js`), configured like the API under test, logging warnings and worse. */
export function startWorker(config: AppConfig, env: Record<string, string> = {}): WorkerProcess {
  const storage = config.storage;
  const child = spawn(process.execPath, [WORKER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl!,
      REDIS_PREFIX: config.redisPrefix,
      DATA_DIR: config.dataDir,
      FILES_DIR: storage.driver === 'local' ? storage.filesDir : '',
      JWT_SECRET: config.auth.jwtSecret,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'ignore', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (message: { type?: string }) => {
      if (message?.type === 'ready') resolve();
    });
    child.once('exit', (code, signal) => reject(new Error(`worker exited (${signal ?? code}) before it was ready`)));
  });
  // A test that never waits for it must not leave a rejection unhandled.
  ready.catch(() => undefined);
  const parse = (line: string): LogLine => {
    try {
      return JSON.parse(line) as LogLine;
    } catch {
      return { level: 0, msg: line };
    }
  };
  return {
    process: child,
    ready,
    logs: () =>
      output
        .slice(0, output.lastIndexOf('\n') + 1)
        .split('\n')
        .filter(Boolean)
        .map(parse),
  };
}
