import { defaultHouseView } from '@hauskonfig/shared';
import { expect, test, type Page, type Request } from '../support/test';
import { demoHouse, type DemoView } from '../viewer/viewer-support';

const VIEWER_CHUNK = /\/assets\/HouseViewer-[\w-]+\.js$/;

/** Resolves once the page has loaded and the browser has had an idle moment after that. */
const loadedAndIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => resolve(), { timeout: 5000 });
        if (document.readyState === 'complete') idle();
        else addEventListener('load', idle, { once: true });
      }),
  );

function viewerChunkRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (VIEWER_CHUNK.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

/** The page's loads of the viewer's code: bytes over the network each (0 from the cache). */
const viewerCodeLoads = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/HouseViewer-[\w-]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ transferred: (entry as PerformanceResourceTiming).transferSize, at: entry.startTime })),
  );

/** The page's loads of the house's standard model: bytes over the network each (0 from the cache). */
const modelLoads = (page: Page, view: DemoView) =>
  page.evaluate(
    (url) =>
      performance.getEntriesByName(new URL(url, location.href).href).map((entry) => ({
        transferred: (entry as PerformanceResourceTiming).transferSize,
        at: entry.startTime,
      })),
    view.modelUrl,
  );

test.describe('the house page fetches the 3D viewer’s code and first model ahead', () => {
  test('at idle time, so starting the 3D view takes code and model from the cache', async ({ page, request }) => {
    const { house, views } = await demoHouse(request);
    const model = defaultHouseView(views)!;
    const requests = viewerChunkRequests(page);
    await page.goto(`/configure/${house.id}`);
    await loadedAndIdle(page);
    await expect.poll(() => requests.length).toBe(1);
    // Fetched, not compiled: a module preload compiled three.js at once, a long task on a phone.
    expect(await page.locator('link[rel="prefetch"][href*="/assets/HouseViewer-"]').count()).toBe(1);
    expect(await page.locator('link[rel="modulepreload"][href*="/assets/HouseViewer-"]').count()).toBe(0);
    await expect
      .poll(() => modelLoads(page, model))
      .toEqual([{ transferred: expect.any(Number), at: expect.any(Number) }]);
    const [ahead] = await modelLoads(page, model);
    expect(ahead.transferred, 'the model came over the network ahead').toBeGreaterThan(0);

    const clicked = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: '3D-Ansicht starten' }).click();
    await expect(page.getByTestId('house-viewer').and(page.locator('[data-state="ready"]'))).toBeVisible({
      timeout: 60_000,
    });
    const codeLoads = await viewerCodeLoads(page);
    expect(codeLoads[0].transferred, 'the viewer code came over the network ahead').toBeGreaterThan(0);
    expect(codeLoads[0].at).toBeLessThan(clicked);
    for (const load of codeLoads.slice(1)) expect(load.transferred, 'after the click from the cache').toBe(0);
    const loads = await modelLoads(page, model);
    expect(loads, 'the viewer read the model once more, after the click').toHaveLength(2);
    expect(loads[1].at).toBeGreaterThan(clicked);
    expect(loads[1].transferred, 'from the browser cache').toBe(0);
  });

  test('not when the visitor saves data: then code and model come with the click', async ({ page, request }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    const { house, views } = await demoHouse(request);
    const requests = viewerChunkRequests(page);
    await page.goto(`/configure/${house.id}`);
    await loadedAndIdle(page);
    await loadedAndIdle(page);
    expect(requests).toHaveLength(0);
    expect(await page.locator('link[rel="prefetch"][href*="/assets/HouseViewer-"]').count()).toBe(0);
    expect(await modelLoads(page, defaultHouseView(views)!)).toHaveLength(0);

    await page.getByRole('button', { name: '3D-Ansicht starten' }).click();
    await expect(page.getByTestId('house-viewer').and(page.locator('[data-state="ready"]'))).toBeVisible({
      timeout: 60_000,
    });
    expect(requests).toHaveLength(1);
  });
});
