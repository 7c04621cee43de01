// npm run bench:viewer — the 3D viewer in headless Chromium with software WebGL (SwiftShader).
// Starts the built stack (API and worker) on a fresh database, waits until the demo models are
// converted, then opens each demo house's standard model in the admin's 3D preview and prints
// the time from the click to the first frame that shows the house, the viewer's own figure
// (model request to that frame), and the frames per second while the camera is dragged around.
// The functions given to page.evaluate run in the browser:
/* global window, requestAnimationFrame, cancelAnimationFrame */
import { chromium } from 'playwright-core';
import {
  CHROMIUM_PATH,
  checkPostgres,
  checkRedis,
  createRunDatabase,
  REDIS_URL,
} from '../../test/support/services.mjs';
import { startStack } from '../../test/support/stack.mjs';

const PORT = process.env.BENCH_PORT ?? '3192';
const ORBIT_SECONDS = Number(process.env.BENCH_ORBIT_SECONDS ?? 4);
const PASSWORD = 'bench-viewer-password';
const GOAL_FIRST_FRAME_MS = 3000;
const base = `http://127.0.0.1:${PORT}`;

await checkPostgres();
await checkRedis();
const database = await createRunDatabase('hk_bench_viewer');
const stack = startStack({
  env: {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: `${database.name}:`,
    PORT,
    SEED_ADMIN_USERNAME: 'admin',
    SEED_ADMIN_PASSWORD: PASSWORD,
  },
});

async function json(path) {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

/** The demo houses with their views, once every model is converted (web GLB and USDZ). */
async function convertedDemoHouses() {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const houses = await json('/api/v1/houses/templates');
    const withViews = await Promise.all(
      houses.map(async (house) => ({ house, views: await json(`/api/v1/houses/${house.id}/house-views`) })),
    );
    const all = withViews.flatMap(({ views }) => views);
    if (houses.length > 0 && all.every((view) => view.conversionStatus === 'READY')) return withViews;
    if (Date.now() > deadline) throw new Error('demo models not converted in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Drags the camera around the house for a while; counts the page's frames meanwhile. */
async function orbit(page, viewer) {
  const box = await viewer.locator('canvas').boundingBox();
  const y = box.y + box.height / 2;
  await page.evaluate(() => {
    window.__benchFrames = 0;
    const count = () => {
      window.__benchFrames += 1;
      window.__benchLoop = requestAnimationFrame(count);
    };
    window.__benchLoop = requestAnimationFrame(count);
  });
  const started = Date.now();
  await page.mouse.move(box.x + box.width * 0.3, y);
  await page.mouse.down();
  let direction = 1;
  while (Date.now() - started < ORBIT_SECONDS * 1000) {
    await page.mouse.move(box.x + box.width * (0.5 + 0.2 * direction), y, { steps: 20 });
    direction = -direction;
  }
  await page.mouse.up();
  const frames = await page.evaluate(() => {
    cancelAnimationFrame(window.__benchLoop);
    return window.__benchFrames;
  });
  return frames / ((Date.now() - started) / 1000);
}

let browser;
try {
  await stack.ready;
  const houses = await convertedDemoHouses();
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('link', { name: 'Kundenanfragen' }).waitFor();

  const rows = [];
  for (const { house, views } of houses) {
    const view = views.find((candidate) => candidate.standard) ?? views[0];
    await page.goto(`${base}/admin/template-houses/${house.id}`);
    const button = page
      .getByRole('group', { name: view.name, exact: true })
      .getByRole('button', { name: '3D-Vorschau' });
    await button.waitFor();
    const clicked = Date.now();
    await button.click();
    const viewer = page.getByTestId('house-viewer');
    await viewer.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 60_000 });
    const clickToFrame = Date.now() - clicked;
    const modelToFrame = Number(await viewer.getAttribute('data-first-frame-ms'));
    const fps = await orbit(page, viewer);
    rows.push({ house: house.name, kb: Math.round(view.originalSize / 1024), clickToFrame, modelToFrame, fps });
    console.log(`${house.name}: ${clickToFrame} ms to the first frame, ${fps.toFixed(1)} fps`);
    await page.keyboard.press('Escape');
  }

  console.log('\nFirst frame and orbiting in headless Chromium with SwiftShader (1280 × 720 window)\n');
  console.log('| demo house | upload | click → first frame | model request → first frame | fps while orbiting |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.house} | ${row.kb} KB | ${row.clickToFrame} ms | ${row.modelToFrame} ms | ${row.fps.toFixed(1)} |`,
    );
  }
  const first = rows[0];
  const slowest = Math.max(...rows.map((row) => row.clickToFrame));
  console.log(
    `\nFirst house (cold: viewer chunk, three.js set-up): ${first.clickToFrame} ms; slowest: ${slowest} ms; goal < ${GOAL_FIRST_FRAME_MS} ms: ${slowest < GOAL_FIRST_FRAME_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  await browser?.close();
  await stack.stop();
  await database.drop();
}
