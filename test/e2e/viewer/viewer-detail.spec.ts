import { expect, type Page, type Route, test } from '../support/test';
// The benchmark's generated house: the first demo house on a finely modelled plot.
import { houseOnTerrain } from '../../../scripts/bench/bench-fixtures.mjs';
import { apiLogin, waitForFirstModel } from '../admin/admin-support';
import { screenshot } from '../support/screenshots';
import { STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import { expectFramed, houseFrame } from './house-frame';
import { expectDrawn, startModelPreview } from './viewer-support';

const VIEW_NAME = 'Außenansicht';
/**
 * A 24 m plot of 400 × 400 squares (small enough to be framed whole on a phone): an 8 MB upload
 * whose 0.7 MB web GLB gets a preview of a third of it.
 */
const TERRAIN = { grid: 400, metres: 24 };

/** The full model's download (its preview ends in model.preview.glb). */
const fullModel = (url: URL) => url.pathname.endsWith('/model');

let houseId: Promise<string> | undefined;

/** A house whose converted model has a preview (made once for the file's tests). */
function houseWithPreview(page: Page): Promise<string> {
  houseId ??= (async () => {
    const headers = { authorization: `Bearer ${await apiLogin(page)}` };
    const created = await page.request.post('/api/v1/admin/houses/templates', {
      headers,
      data: { name: `Haus mit Vorschaumodell ${Date.now()}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = (await created.json()).id as string;
    const view = await page.request.post('/api/v1/admin/house-views', {
      headers,
      multipart: {
        houseId: id,
        name: VIEW_NAME,
        standard: 'true',
        file: {
          name: 'haus.glb',
          mimeType: 'model/gltf-binary',
          buffer: Buffer.from(await houseOnTerrain(TERRAIN.grid, TERRAIN.metres)),
        },
      },
    });
    expect(view.status(), await view.text()).toBe(201);
    await waitForFirstModel(page, id, 'READY');
    const [listed] = await (await page.request.get(`/api/v1/houses/${id}/house-views`, { headers })).json();
    expect(listed.previewUrl, 'the conversion made a preview').toMatch(/model\.preview\.glb/);
    return id;
  })();
  return houseId;
}

/** Holds the full model's download until `release` is called, so the preview's turn is observable. */
async function holdFullModel(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(fullModel, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('3D viewer: preview model first, then the full detail', () => {
  // Software WebGL on a shared machine, and a conversion of an 8 MB model.
  test.describe.configure({ timeout: 180_000 });
  // The house with the finely modelled plot is not published: its preview is the staff one.
  test.use({ storageState: STAFF_SESSION });

  test('shows the preview framed, then swaps in the full model in the same place', async ({ page }) => {
    const id = await houseWithPreview(page);
    const release = await holdFullModel(page);
    await startModelPreview(page, id, VIEW_NAME);
    const viewer = page.getByTestId('house-viewer');
    await expectDrawn(viewer);
    await expect(viewer).toHaveAttribute('data-detail', 'preview');
    await expect(viewer.getByRole('status').filter({ hasText: 'Details werden geladen' })).toBeVisible();
    const firstFrameMs = await viewer.getAttribute('data-first-frame-ms');
    const preview = await houseFrame(viewer);
    expectFramed(preview, 'preview');
    await screenshot(page, 'viewer-detail-preview', { fullPage: false });

    release();
    await expect(viewer).toHaveAttribute('data-detail', 'full', { timeout: 60_000 });
    await expect(viewer.getByText('Details werden geladen', { exact: false })).toHaveCount(0);
    expect(await viewer.getAttribute('data-first-frame-ms'), 'the first picture keeps its time').toBe(firstFrameMs);
    const full = await houseFrame(viewer);
    for (const edge of ['left', 'top', 'right', 'bottom'] as const) {
      expect(Math.abs(full[edge] - preview[edge]), `${edge} edge after the swap`).toBeLessThanOrEqual(3);
    }
    await screenshot(page, 'viewer-detail-full', { fullPage: false });
  });

  test(`a full model that fails to load leaves the preview with a German message ${PHONE_ONLY}`, async ({ page }) => {
    const id = await houseWithPreview(page);
    await page.route(fullModel, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'VIEW_FILE_MISSING', message: 'fehlt' }),
      }),
    );
    await startModelPreview(page, id, VIEW_NAME);
    const viewer = page.getByTestId('house-viewer');
    await expectDrawn(viewer);
    const alert = viewer.getByRole('alert');
    await expect(alert).toContainText(
      'Die Details des 3D-Modells konnten nicht geladen werden; gezeigt wird eine vereinfachte Ansicht.',
    );
    await expect(viewer).toHaveAttribute('data-state', 'ready');
    await expect(viewer).toHaveAttribute('data-detail', 'preview');
    expectFramed(await houseFrame(viewer), 'preview after the failure');
    // Below the picture, not over the house.
    const [notice, canvas] = await Promise.all([alert.boundingBox(), viewer.locator('canvas').boundingBox()]);
    expect(notice!.y).toBeGreaterThanOrEqual(canvas!.y + canvas!.height - 1);
    await screenshot(page, 'viewer-detail-failed', { fullPage: false });

    // Once the file is back, the retry brings the full model.
    await page.unroute(fullModel);
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(viewer).toHaveAttribute('data-detail', 'full', { timeout: 60_000 });
    await expect(viewer.getByRole('alert')).toHaveCount(0);
  });
});
