import { expect, test, type Locator, type Page } from '../support/test';
import { screenshot, screenshotOf } from '../support/screenshots';
import { AT_BOTH_SIZES, PHONE_ONLY } from '../support/viewports';
import { houseFrame } from './house-frame';
import { demoHouse, expectDrawn, openHouseViewer } from './viewer-support';

/** Top and bottom of an element in the window, CSS pixels. */
const edges = (element: Locator) =>
  element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom };
  });

/** Waits until the page stopped scrolling (a smooth scroll takes a few frames). */
async function scrollSettled(page: Page): Promise<void> {
  let last = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
}

test.describe('3D house viewer on a phone', () => {
  test.describe.configure({ timeout: 180_000 });

  test(`"3D-Ansicht starten" brings the whole viewer into sight below the sticky header ${PHONE_ONLY}`, async ({
    page,
    request,
  }) => {
    const { house } = await demoHouse(request);
    await page.goto(`/configure/${house.id}`);
    const start = page.getByRole('button', { name: '3D-Ansicht starten' });
    await start.scrollIntoViewIfNeeded();
    // As a visitor scrolls to the button: just below the header, the placeholder's top under it.
    await start.evaluate((button) => {
      const header = document.querySelector('[data-site-header]')!.getBoundingClientRect();
      window.scrollBy(0, button.getBoundingClientRect().top - header.bottom - 12);
    });
    await scrollSettled(page);
    await start.click();
    const viewer = page.getByTestId('house-viewer');
    await expectDrawn(viewer);
    await scrollSettled(page);
    const header = await edges(page.locator('[data-site-header]'));
    const toolbar = await edges(viewer.getByRole('group', { name: 'Hintergrund' }));
    const top = await edges(viewer);
    // The toolbar, the viewer's first line, is below the header, and so is the whole viewer.
    expect(toolbar.top).toBeGreaterThanOrEqual(header.bottom);
    expect(top.top).toBeGreaterThanOrEqual(header.bottom);
    await screenshot(page, 'viewer-phone-started', { fullPage: false });
  });

  test(`under "Neutral" and "Sommerhimmel" the picture reaches the viewer's bottom, no empty strip ${AT_BOTH_SIZES}`, async ({
    page,
    request,
  }) => {
    const { house } = await demoHouse(request);
    const viewer = await openHouseViewer(page, house.id);
    const canvas = viewer.locator('canvas');
    const skyboxes = viewer.getByRole('group', { name: 'Hintergrund' });
    for (const [name, label] of [
      ['grey', 'Neutral'],
      ['real', 'Sommerhimmel'],
    ] as const) {
      await skyboxes.getByRole('button', { name: label }).click();
      await expect(viewer).toHaveAttribute('data-skybox', name);
      // The canvas follows its box a frame later.
      await expect
        .poll(async () => (await edges(viewer)).bottom - (await edges(canvas)).bottom, { message: label })
        .toBeLessThanOrEqual(1);
      await screenshotOf(viewer, `viewer-sky-${name}`);
    }
    // The day's controls come back with "Tagesverlauf", under the picture.
    await skyboxes.getByRole('button', { name: 'Tagesverlauf' }).click();
    const slider = viewer.getByRole('slider', { name: 'Tageszeit' });
    await expect(slider).toBeVisible();
    expect((await edges(slider)).top).toBeGreaterThanOrEqual((await edges(canvas)).bottom);
  });

  test.describe('with fingers', () => {
    test.use({ hasTouch: true });

    test(`one wide pinch zooms in gently, not from the whole house to one wall ${PHONE_ONLY}`, async ({
      page,
      request,
    }) => {
      const { house } = await demoHouse(request);
      const viewer = await openHouseViewer(page, house.id);
      const before = await houseFrame(viewer);
      const box = (await viewer.locator('canvas').boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const touch = await page.context().newCDPSession(page);
      const fingers = (spread: number) => [
        { x: x - spread, y, id: 1 },
        { x: x + spread, y, id: 2 },
      ];
      // The fingers go from 60 px apart to almost the canvas's width: a wide pinch on a phone.
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
      for (let spread = 45; spread <= 165; spread += 15) {
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(viewer).toHaveAttribute('data-interaction', 'none');
      const after = await houseFrame(viewer);
      const grown = (after.right - after.left) / (before.right - before.left);
      // Nearer, but at most 1.6 times (the house's box grows a little more on screen than that).
      expect(grown).toBeGreaterThan(1.2);
      expect(grown).toBeLessThan(2);
      await screenshotOf(viewer, 'viewer-phone-pinched');
    });
  });
});
