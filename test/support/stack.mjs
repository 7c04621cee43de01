// Starts the built product the way `npm start` does (api/dist/launcher/start.js) and waits for it.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const LAUNCHER = join(REPO_ROOT, 'api', 'dist', 'launcher', 'start.js');

/**
 * env: variables on top of a clean copy of process.env (DATABASE_URL and REDIS_URL removed
 * unless given, so the launcher's own defaults apply). Resolves once the banner is printed.
 */
export function startStack({ env = {}, timeoutMs = 120_000 } = {}) {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.REDIS_URL;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'hk-stack-'));
  // Traversable by the unprivileged user the embedded database runs as when the tests run as root.
  chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, [LAUNCHER], {
    env: { ...base, LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const ready = new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`stack not ready in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const check = () => {
      if (output.includes('is running')) {
        clearTimeout(timer);
        resolvePromise();
      }
    };
    child.stdout.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited with code ${code}:\n${output}`));
    });
  });

  return {
    child,
    dataDir,
    ready,
    output: () => output,
    stop: () =>
      new Promise((resolvePromise) => {
        if (child.exitCode !== null) return resolvePromise(child.exitCode);
        child.once('exit', (code) => resolvePromise(code));
        child.kill('SIGINT');
      }),
  };
}

/** Every process the launcher said it started: `[start] ... (pid N)`. */
export function launchedPids(output) {
  return [...output.matchAll(/^\[start\] .*\(pid (\d+)/gm)].map((match) => Number(match[1]));
}

/** The pids among `pids` that are still running. */
export function stillRunning(pids) {
  return pids.filter((pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  });
}
