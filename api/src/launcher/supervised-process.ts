import { ChildProcess, fork } from 'node:child_process';
import { ProcessOutput } from './process-output.js';

interface Backoff {
  /** Wait before the first restart; doubled for each further one in a row. */
  firstMs: number;
  maxMs: number;
  /** A process that ran this long before it died counts as healthy again: the wait starts over. */
  healthyAfterMs: number;
}

const DEFAULT_BACKOFF: Backoff = { firstMs: 1000, maxMs: 30_000, healthyAfterMs: 60_000 };

export interface SupervisedOptions {
  name: string;
  entry: string;
  env: NodeJS.ProcessEnv;
  output: ProcessOutput;
  log: (line: string) => void;
  backoff?: Backoff;
  /** Called on each `ready` message the process sends over IPC. */
  onReady?: (pid: number) => void;
  /**
   * Called instead of a restart when the process dies before it was ever ready: a bad
   * configuration or a failed migration, which restarting would only repeat.
   */
  onFailedStart?: (reason: string) => void;
  stopTimeoutMs?: number;
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/**
 * One Node process (API or worker) kept running: restarted with a growing wait when it dies,
 * with the reason logged, and stopped on request with SIGTERM (SIGKILL if it lingers).
 */
export class SupervisedProcess {
  private child: ChildProcess | null = null;
  private stopping = false;
  private everReady = false;
  private failuresInARow = 0;
  private startedAt = 0;
  private restartTimer: NodeJS.Timeout | null = null;
  /** Restarts after a death, whatever the cause. */
  restarts = 0;

  constructor(private readonly options: SupervisedOptions) {}

  get name(): string {
    return this.options.name;
  }

  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  start(): void {
    const { name, entry, env, output, log } = this.options;
    output.reset();
    // Own process group: a terminal's Ctrl+C reaches the launcher only, which stops things in order.
    const child = fork(entry, [], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    this.child = child;
    this.startedAt = Date.now();
    output.attach(child.stdout!, false);
    output.attach(child.stderr!, true);
    log(`${name} started (pid ${child.pid})`);
    child.on('message', (message: { type?: string }) => {
      if (message?.type !== 'ready') return;
      this.everReady = true;
      this.options.onReady?.(child.pid!);
    });
    // 'close' comes after the output is read to the end, so the last error is known.
    child.on('close', (code, signal) => this.exited(child, code, signal));
  }

  private exited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.child !== child || this.stopping) return;
    const { name, output, log } = this.options;
    const reason = `${describeExit(code, signal)}${output.lastProblem ? `; last error: ${output.lastProblem}` : ''}`;
    if (!this.everReady && this.options.onFailedStart) {
      this.options.onFailedStart(`${name} stopped before it was ready (${reason})`);
      return;
    }
    const backoff = this.options.backoff ?? DEFAULT_BACKOFF;
    if (Date.now() - this.startedAt >= backoff.healthyAfterMs) this.failuresInARow = 0;
    const delay = Math.min(backoff.maxMs, backoff.firstMs * 2 ** this.failuresInARow);
    this.failuresInARow++;
    this.restarts++;
    log(`${name} died (${reason}); restarting in ${delay / 1000} s`);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (!this.stopping) this.start();
    }, delay);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), this.options.stopTimeoutMs ?? 15_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}
