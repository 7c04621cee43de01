import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const API = join(import.meta.dirname, '..');
const DIST = join(API, 'dist');

interface Run {
  code: number | null;
  lines: Array<Record<string, unknown> & { err?: { stack?: string } }>;
}

/** Runs a node process to its end and reads what it wrote to stdout, one JSON line each. */
function run(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: API, env: { ...process.env, ...env }, stdio: 'pipe' });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      resolve({
        code,
        lines: stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      }),
    );
  });
}

/** A process with the guards installed as the worker installs them, then `body`. */
const guarded = (body: string) =>
  run([
    '--input-type=module',
    '-e',
    `import { createLogger } from '${pathToFileURL(join(DIST, 'common/logging/logger.js'))}';
     import { installProcessGuards } from '${pathToFileURL(join(DIST, 'common/logging/process-guards.js'))}';
     installProcessGuards(createLogger('info'), 'worker');
     ${body}`,
  ]);

describe('process guards', () => {
  it('log a rejection nobody handled, with its stack and the process role, and keep the process running', async () => {
    const { code, lines } = await guarded(`
      Promise.reject(new Error('progress not saved'));
      setTimeout(() => console.log(JSON.stringify({ alive: true })), 100);
    `);
    expect(code).toBe(0);
    const logged = lines.find((line) => line.msg === 'Unhandled promise rejection');
    expect(logged).toMatchObject({ level: 50, role: 'worker' });
    expect(logged?.err?.stack).toMatch(/^Error: progress not saved\n\s+at /);
    expect(lines).toContainEqual({ alive: true });
  });

  it('log an uncaught exception as fatal, with its stack, and exit with 1', async () => {
    const { code, lines } = await guarded(`
      setTimeout(() => { throw new Error('listener broke'); }, 0);
      setTimeout(() => console.log(JSON.stringify({ alive: true })), 500);
    `);
    expect(code).toBe(1);
    const logged = lines.find((line) => line.level === 60);
    expect(logged).toMatchObject({ role: 'worker', msg: 'Uncaught exception, exiting' });
    expect(logged?.err?.stack).toMatch(/^Error: listener broke\n\s+at /);
    expect(lines).not.toContainEqual({ alive: true });
  });
});

describe('a process that cannot start', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'hk-guards-'));

  it('logs why as fatal through pino, stack included, and exits with 1', async () => {
    // The worker refuses to start without Redis, before it connects to anything.
    const { code, lines } = await run([join(DIST, 'worker.js')], {
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      REDIS_URL: '',
      DATA_DIR: dataDir(),
      LOG_LEVEL: 'warn',
    });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 60, role: 'worker', msg: 'The worker could not start' });
    expect(lines[0].err?.stack).toMatch(/^Error: The worker needs Redis.*\n\s+at /);
  });

  it('logs an invalid configuration the same way, at the default level', async () => {
    const { code, lines } = await run([join(DIST, 'main.js')], {
      NODE_ENV: 'test',
      DATABASE_URL: '',
      DATA_DIR: dataDir(),
    });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 60, role: 'api', msg: 'The api could not start' });
    expect(lines[0].err?.stack).toMatch(/^Error: Invalid configuration:\n\s+DATABASE_URL/);
  });
});
