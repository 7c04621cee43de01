// npm run bench:viewer — the 3D viewer in headless Chromium with software WebGL (SwiftShader).
// Starts the built stack (API and worker) on a fresh database, waits until the demo models are
// converted, then opens each demo house's standard model in the admin's 3D preview and prints
// the time from the click to the first frame that shows the house, the viewer's own figure
// (model request to that frame), and the frames per second while the camera is dragged around.
// Then, on a phone network (DevTools throttling: 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency,
// 4x slower CPU), a visitor opens each demo house's page and starts the 3D view once the page has
// settled (the page has then fetched the viewer's code and first model ahead): click to the first
// frame with the whole house in view; and the same for a visitor who asks to save data, for whom
// nothing is fetched ahead. The same for the generated 50 MB house (uploaded as the first demo
// house's standard model and converted by the worker), and to its full detail.
// The functions given to page.evaluate run in the browser:
/* global window, document, MutationObserver, requestAnimationFrame, cancelAnimationFrame */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_PATH,
  checkPostgres,
  checkRedis,
  createRunDatabase,
  REDIS_URL,
} from '../../test/support/services.mjs';
import { startStack } from '../../test/support/stack.mjs';
import { writeBenchFixtures } from './bench-fixtures.mjs';

const PORT = process.env.BENCH_PORT ?? '3192';
const ORBIT_SECONDS = Number(process.env.BENCH_ORBIT_SECONDS ?? 4);
const PASSWORD = 'bench-viewer-password';
const GOAL_FIRST_FRAME_MS = 3000;
/** A phone network as DevTools emulates it: bytes per second, milliseconds. */
const PHONE_NETWORK = { offline: false, downloadThroughput: 200_000, uploadThroughput: 93_750, latency: 150 };
const PHONE_CPU_SLOWDOWN = 4;
const GOAL_PHONE_DEMO_MS = 2500;
const GOAL_PHONE_LARGE_PICTURE_MS = 4000;
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

/** The staff token for the admin API. */
async function staffToken() {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login: HTTP ${response.status}`);
  return (await response.json()).accessToken;
}

/**
 * Uploads the generated 50 MB house as the standard model of `houseId` through the admin API and
 * waits for the worker's conversion; returns the view and the seconds each step took.
 */
async function uploadLargeHouse(houseId) {
  const dir = mkdtempSync(join(tmpdir(), 'hk-bench-viewer-'));
  const [file] = (await writeBenchFixtures(dir)).filter((path) => path.endsWith('large-house-50mb.glb'));
  const glb = readFileSync(file);
  rmSync(dir, { recursive: true });
  const form = new FormData();
  form.set('houseId', houseId);
  form.set('name', 'Großes Grundstück');
  form.set('standard', 'true');
  form.set('file', new Blob([glb], { type: 'model/gltf-binary' }), 'large-house-50mb.glb');
  const started = Date.now();
  const response = await fetch(`${base}/api/v1/admin/house-views`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await staffToken()}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload: HTTP ${response.status} ${await response.text()}`);
  const uploaded = Date.now();
  const { id } = await response.json();
  for (;;) {
    const view = (await json(`/api/v1/houses/${houseId}/house-views`)).find((candidate) => candidate.id === id);
    if (view?.conversionStatus === 'READY') {
      return {
        view,
        bytes: glb.byteLength,
        uploadS: (uploaded - started) / 1000,
        convertS: (Date.now() - uploaded) / 1000,
      };
    }
    if (view?.conversionStatus === 'FAILED') throw new Error(`conversion failed: ${view.conversionError}`);
    if (Date.now() - uploaded > 300_000) throw new Error('50 MB house not converted in 300 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A visitor on a phone network opens the house page (fresh cache) and starts the 3D view. Times,
 * in the page's own clock, from the click to the first frame with the whole house inside the
 * canvas (data-house-frame), and to the frame with the full detail (data-detail="full"). With
 * `saveData` the browser asks to save data (navigator.connection.saveData), so the page fetches
 * nothing of the viewer ahead.
 */
async function onPhoneNetwork(browser, houseId, { saveData = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    if (saveData) {
      await page.addInitScript(() => {
        Object.defineProperty(window.navigator, 'connection', { value: { saveData: true }, configurable: true });
      });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.goto(`${base}/configure/${houseId}`, { timeout: 120_000 });
    const button = page.getByRole('button', { name: '3D-Ansicht starten' });
    await button.waitFor({ timeout: 120_000 });
    // The visitor clicks once the page has settled, not while its own code still arrives.
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.evaluate(() => {
      const marks = (window.__benchMarks = {});
      const mark = () => {
        const viewer = document.querySelector('[data-testid="house-viewer"]');
        if (!viewer || marks.clicked === undefined) return;
        const frame = viewer.dataset.houseFrame?.split(' ').map(Number);
        const whole =
          viewer.dataset.state === 'ready' &&
          frame?.length === 6 &&
          frame[0] >= 0 &&
          frame[1] >= 0 &&
          frame[2] <= frame[4] &&
          frame[3] <= frame[5];
        if (whole && marks.picture === undefined) {
          marks.picture = performance.now() - marks.clicked;
          marks.detail = viewer.dataset.detail;
          marks.modelToPicture = Number(viewer.dataset.firstFrameMs);
        }
        if (whole && viewer.dataset.detail === 'full' && marks.full === undefined) {
          marks.full = performance.now() - marks.clicked;
        }
      };
      document.addEventListener('click', () => (marks.clicked ??= performance.now()), { capture: true });
      new MutationObserver(mark).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-state', 'data-detail', 'data-house-frame'],
      });
    });
    await button.click();
    await page.waitForFunction(() => window.__benchMarks.full !== undefined, null, { timeout: 300_000, polling: 200 });
    return await page.evaluate(() => window.__benchMarks);
  } finally {
    await context.close();
  }
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

  const ms = (value) => `${Math.round(value)} ms`;
  const phone = [];
  for (const { house, views } of houses) {
    const view = views.find((candidate) => candidate.standard) ?? views[0];
    const marks = await onPhoneNetwork(browser, house.id);
    const saving = await onPhoneNetwork(browser, house.id, { saveData: true });
    phone.push({
      house: house.name,
      model: view.optimizedSize ?? view.originalSize,
      preview: view.previewSize,
      ...marks,
      savingData: saving.picture,
    });
    console.log(
      `${house.name} on a phone network: ${ms(marks.picture)} to the whole house (saving data: ${ms(saving.picture)})`,
    );
  }
  const large = await uploadLargeHouse(houses[0].house.id);
  console.log(
    `\n50 MB house (${(large.bytes / 1e6).toFixed(1)} MB): upload ${large.uploadS.toFixed(1)} s, conversion ${large.convertS.toFixed(1)} s`,
  );
  const largeMarks = await onPhoneNetwork(browser, houses[0].house.id);
  const largeSaving = await onPhoneNetwork(browser, houses[0].house.id, { saveData: true });
  phone.push({
    house: '50 MB house',
    model: large.view.optimizedSize,
    preview: large.view.previewSize,
    ...largeMarks,
    savingData: largeSaving.picture,
  });

  const kb = (bytes) => (bytes ? `${Math.round(bytes / 1024)} KB` : '-');
  console.log(`\nOn a phone network (1.6 Mbit/s, 150 ms, 4x CPU slowdown), house page at 1280 × 720, fresh cache\n`);
  console.log(
    '| house | web GLB | preview | click → whole house in view | of it model request → picture | shown first | click → full detail | saving data: click → house in view |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of phone) {
    console.log(
      `| ${row.house} | ${kb(row.model)} | ${kb(row.preview)} | ${ms(row.picture)} | ${ms(row.modelToPicture)} | ${row.detail} | ${ms(row.full)} | ${ms(row.savingData)} |`,
    );
  }
  const demoSlowest = Math.max(...phone.slice(0, -1).map((row) => row.picture));
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  console.log(
    `\nDemo houses, slowest ${ms(demoSlowest)}; goal ≤ ${GOAL_PHONE_DEMO_MS} ms: ${verdict(demoSlowest <= GOAL_PHONE_DEMO_MS)}`,
  );
  console.log(
    `50 MB house, first picture (${largeMarks.detail}) ${ms(largeMarks.picture)}; goal ≤ ${GOAL_PHONE_LARGE_PICTURE_MS} ms: ${verdict(largeMarks.picture <= GOAL_PHONE_LARGE_PICTURE_MS)}; full detail ${ms(largeMarks.full)}`,
  );
} finally {
  await browser?.close();
  await stack.stop();
  await database.drop();
}
