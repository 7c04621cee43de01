import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProcessOutput } from './process-output.js';
import { SupervisedProcess } from './supervised-process.js';

const dir = mkdtempSync(join(tmpdir(), 'hk-supervised-'));

/** A child that says it is ready, then behaves as `body` says. */
function script(name: string, body: string): string {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, `process.send({ type: 'ready' });\n${body}\n`);
  return file;
}

const crashes = script(
  'crashes',
  `console.log(JSON.stringify({ level: 50, msg: 'conversion failed', err: { message: 'portal "" cannot be run' } }));
   setTimeout(() => process.exit(3), 50);`,
);
const runs = script('runs', 'setInterval(() => undefined, 1000);');
const ignoresTerm = script(
  'ignores-term',
  "process.on('SIGTERM', () => undefined); setInterval(() => undefined, 1000);",
);
const failsAtStart = join(dir, 'fails-at-start.mjs');
writeFileSync(failsAtStart, "throw new TypeError('DATABASE_URL is not a valid URL');\n");

function supervise(entry: string, extra: Partial<ConstructorParameters<typeof SupervisedProcess>[0]> = {}) {
  const lines: string[] = [];
  const output = new ProcessOutput('child', 'json', () => undefined);
  const supervised = new SupervisedProcess({
    name: 'child',
    entry,
    env: process.env,
    output,
    log: (line) => lines.push(line),
    backoff: { firstMs: 100, maxMs: 400, healthyAfterMs: 60_000 },
    ...extra,
  });
  return { supervised, lines };
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('SupervisedProcess', () => {
  it('restarts a process that dies, with a growing wait, and names its last error', async () => {
    const { supervised, lines } = supervise(crashes);
    supervised.start();
    await until(() => supervised.restarts >= 4);
    await supervised.stop();
    const deaths = lines.filter((line) => line.startsWith('child died'));
    expect(deaths[0]).toBe(
      'child died (exit code 3; last error: conversion failed: portal "" cannot be run); restarting in 0.1 s',
    );
    expect(deaths.slice(0, 4).map((line) => line.match(/in ([\d.]+) s/)?.[1])).toEqual(['0.1', '0.2', '0.4', '0.4']);
  });

  it('restarts a killed process and stops a running one with nothing left behind', async () => {
    const { supervised, lines } = supervise(runs);
    supervised.start();
    const first = supervised.pid!;
    process.kill(first, 'SIGKILL');
    await until(() => supervised.pid !== first && supervised.pid !== null && alive(supervised.pid));
    expect(lines).toContain('child died (signal SIGKILL); restarting in 0.1 s');
    const second = supervised.pid!;
    await supervised.stop();
    expect(alive(second)).toBe(false);
    expect(supervised.restarts).toBe(1);
  });

  it('kills a process that ignores SIGTERM once the stop timeout passes', async () => {
    const { supervised } = supervise(ignoresTerm, { stopTimeoutMs: 300 });
    supervised.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pid = supervised.pid!;
    await supervised.stop();
    expect(alive(pid)).toBe(false);
  });

  it('gives up on a process that dies before it was ever ready, with the reason', async () => {
    let failure: string | null = null;
    const { supervised } = supervise(failsAtStart, { onFailedStart: (reason) => (failure = reason) });
    supervised.start();
    await until(() => failure !== null);
    expect(failure).toBe(
      'child stopped before it was ready (exit code 1; last error: TypeError: DATABASE_URL is not a valid URL)',
    );
    expect(supervised.restarts).toBe(0);
  });
});
