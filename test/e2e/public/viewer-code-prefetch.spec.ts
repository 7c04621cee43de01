import { expect, test, type Page, type Request } from '@playwright/test';
import { demoHouse } from '../viewer/viewer-support';

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

test.describe('the house page fetches the 3D viewer’s code ahead', () => {
  test('at idle time, so starting the 3D view loads no code', async ({ page, request }) => {
    const { house } = await demoHouse(request);
    const requests = viewerChunkRequests(page);
    await page.goto(`/configure/${house.id}`);
    await loadedAndIdle(page);
    await expect.poll(() => requests.length).toBe(1);
    expect(await page.locator('link[rel="modulepreload"][href*="/assets/HouseViewer-"]').count()).toBe(1);

    await page.getByRole('button', { name: '3D-Ansicht starten' }).click();
    await expect(page.getByTestId('house-viewer').and(page.locator('[data-state="ready"]'))).toBeVisible({
      timeout: 60_000,
    });
    expect(requests, 'the viewer chunk was fetched once, before the click').toHaveLength(1);
  });

  test('not when the visitor saves data: then the code comes with the click', async ({ page, request }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    const { house } = await demoHouse(request);
    const requests = viewerChunkRequests(page);
    await page.goto(`/configure/${house.id}`);
    await loadedAndIdle(page);
    await loadedAndIdle(page);
    expect(requests).toHaveLength(0);
    expect(await page.locator('link[rel="modulepreload"][href*="/assets/HouseViewer-"]').count()).toBe(0);

    await page.getByRole('button', { name: '3D-Ansicht starten' }).click();
    await expect(page.getByTestId('house-viewer').and(page.locator('[data-state="ready"]'))).toBeVisible({
      timeout: 60_000,
    });
    expect(requests).toHaveLength(1);
  });
});
