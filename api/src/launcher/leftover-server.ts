import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandOf(pid: number): string {
  const result = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

/**
 * A launcher that was killed outright (SIGKILL, a closed terminal) leaves the servers it started
 * running. The next start finds them by their pid file and stops them before starting anew, so
 * the data folder is never served twice. Returns the pid that was stopped, if any.
 */
export async function stopLeftoverServer(
  pidFile: string,
  program: string,
  signal: NodeJS.Signals,
  timeoutMs = 30_000,
): Promise<number | null> {
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 1 || !alive(pid) || !commandOf(pid).includes(program)) return null;
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pid;
}
