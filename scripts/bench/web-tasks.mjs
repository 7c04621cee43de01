// npm run bench:web-tasks — what the main thread does while `/`, `/configure` and a house page start,
// in the thread's own CPU time from a Chromium trace (a busy machine stretches a task's wall time,
// not its CPU time, so builds can be compared on a shared machine). Per page, the median of
// BENCH_RUNS loads (default 5; each in a fresh context, its cache empty, as Lighthouse loads a page): the main thread's
// CPU time in all, its largest tasks, and the Total Blocking Time those tasks would give at
// BENCH_SLOWDOWN (default 9.5, the slowdown bench:web calibrates for a quiet 2-core machine here).
// Lighthouse (bench:web) stays the measure of the goals; this one shows where the time goes. It loads
// the pages as Lighthouse does, with the debugger on (V8 then compiles with source positions, a
// cost a page's code carries in every Lighthouse run), and estimates the TBT as Lighthouse's
// simulation does: from the first contentful paint, leaving out tasks under 10 ms.
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from '../../test/support/services.mjs';
import { startBenchApi } from './bench-api.mjs';

const PORT = process.env.BENCH_PORT ?? '3194';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOWDOWN = Number(process.env.BENCH_SLOWDOWN ?? 9.5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The renderer main thread's top-level tasks of one page load, as CPU milliseconds. */
async function mainThreadTasks(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Debugger.enable');
  const events = [];
  cdp.on('Tracing.dataCollected', (event) => events.push(...event.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const main = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events
    .filter(
      (event) => event.ph === 'X' && event.name === 'RunTask' && event.tdur && main.has(`${event.pid}:${event.tid}`),
    )
    .sort((a, b) => a.ts - b.ts);
  const firstPaint = events.find(
    (event) => event.name === 'firstContentfulPaint' && main.has(`${event.pid}:${event.tid}`),
  );
  const topLevel = [];
  let end = 0;
  for (const task of tasks) {
    if (task.ts < end) continue;
    end = task.ts + task.dur;
    if (task.ts >= (firstPaint?.ts ?? 0)) topLevel.push(task.tdur / 1000);
  }
  return topLevel;
}

/** Lighthouse's simulation leaves tasks shorter than this out of its graph (Lantern's significant duration). */
const SIGNIFICANT_MS = 10;
const blocking = (task) => (task < SIGNIFICANT_MS ? 0 : Math.max(0, task * SLOWDOWN - 50));

process.env.SEED_DEMO_CATALOGUE = 'true';
const { base, stop } = await startBenchApi(PORT);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const [firstHouse] = await (await fetch(`${base}/api/v1/houses/templates`)).json();
  const pages = [
    { label: '/', path: '/' },
    { label: '/configure', path: '/configure' },
    { label: '/configure/{id}', path: `/configure/${firstHouse.id}` },
  ];
  console.log(`Main thread at start, CPU time, median of ${RUNS} loads; TBT as at ${SLOWDOWN}x CPU slowdown`);
  console.log('page             CPU      TBT est.  largest tasks (ms)');
  for (const { label, path } of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await mainThreadTasks(browser, `${base}${path}`));
    const cpu = median(runs.map((tasks) => tasks.reduce((sum, task) => sum + task, 0)));
    const tbt = median(runs.map((tasks) => tasks.reduce((sum, task) => sum + blocking(task), 0)));
    const largest = [0, 1, 2, 3].map((rank) =>
      median(runs.map((tasks) => [...tasks].sort((a, b) => b - a)[rank] ?? 0)),
    );
    console.log(
      [
        label.padEnd(15),
        `${Math.round(cpu)} ms`.padEnd(8),
        `${Math.round(tbt)} ms`.padEnd(9),
        largest.map((task) => task.toFixed(1)).join(' / '),
      ].join(' '),
    );
  }
} finally {
  await browser.close();
  await stop();
}
