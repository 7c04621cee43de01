import { expect, type Locator, test } from '../support/test';
import { screenshot } from '../support/screenshots';
import { expectFramed, houseFrame, type HouseFrame, type Rect } from './house-frame';
import { PHONE_ONLY } from '../support/viewports';
import { demoHouse, openHouseViewer } from './viewer-support';

/** The canvas fills its box in the viewer exactly (it follows a shrinking box too). */
async function expectCanvasFitsItsBox(viewer: Locator): Promise<void> {
  const sizes = await viewer.locator('canvas').evaluate((canvas) => {
    const box = canvas.closest('[data-viewer-canvas]')!.parentElement!.getBoundingClientRect();
    const own = canvas.getBoundingClientRect();
    return { canvas: [own.width, own.height], box: [box.width, box.height] };
  });
  expect(sizes.canvas[0]).toBeCloseTo(sizes.box[0], 0);
  expect(sizes.canvas[1]).toBeCloseTo(sizes.box[1], 0);
}

const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** No control of the viewer lies over the house, and each lies inside the viewer and the window. */
async function expectControlsBesideHouse(viewer: Locator, frame: HouseFrame, label: string): Promise<void> {
  const canvas = (await viewer.locator('canvas').boundingBox())!;
  const house = {
    left: canvas.x + frame.left,
    top: canvas.y + frame.top,
    right: canvas.x + frame.right,
    bottom: canvas.y + frame.bottom,
  };
  const page = viewer.page();
  const window = { left: 0, top: 0, ...page.viewportSize()! };
  const root = (await viewer.boundingBox())!;
  const controls = await viewer
    .locator('button, [role="slider"], [role="note"], [role="combobox"]')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent ?? element.tagName;
        return { name, left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      }),
    );
  expect(controls.length, `${label}: controls`).toBeGreaterThan(3);
  for (const control of controls) {
    expect(overlaps(control, house), `${label}: "${control.name}" over the house`).toBe(false);
    expect(control.right, `${label}: "${control.name}" inside the window`).toBeLessThanOrEqual(window.width + 0.5);
    expect(control.bottom, `${label}: "${control.name}" inside the window`).toBeLessThanOrEqual(window.height + 0.5);
    expect(control.right, `${label}: "${control.name}" inside the viewer`).toBeLessThanOrEqual(
      root.x + root.width + 0.5,
    );
    expect(control.bottom, `${label}: "${control.name}" inside the viewer`).toBeLessThanOrEqual(
      root.y + root.height + 0.5,
    );
  }
}

test.describe('3D viewer framing', () => {
  // Software WebGL on a shared machine: a frame can take a few hundred milliseconds.
  test.describe.configure({ timeout: 180_000 });

  // The widest house on the narrowest view (the phone), the tallest on the flattest one (a phone
  // turned sideways), a third on the desktop.
  const FRAMED = [
    { houseName: 'Bungalow Seeblick', tag: PHONE_ONLY },
    { houseName: 'Villa Donaublick', size: { width: 844, height: 390 } },
    { houseName: 'Stadtvilla Linz' },
  ];
  for (const { houseName, size, tag = '' } of FRAMED) {
    test(
      `shows the whole ${houseName}, also after a fullscreen round trip ${tag}`.trimEnd(),
      async ({ page, request }) => {
        const { house } = await demoHouse(request, houseName);
        if (size) await page.setViewportSize(size);
        const window = page.viewportSize()!;
        const name = `${window.width}x${window.height}`;
        const viewer = await openHouseViewer(page, house.id);
        await viewer.scrollIntoViewIfNeeded();

        const before = (await viewer.boundingBox())!;
        const first = await houseFrame(viewer);
        expectFramed(first, 'first frame');
        await expectCanvasFitsItsBox(viewer);
        await expectControlsBesideHouse(viewer, first, 'first frame');
        await screenshot(page, `viewer-framing-${name}`, { fullPage: false });

        const fullscreen = viewer.getByRole('button', { name: 'Vollbild' });
        await fullscreen.click();
        await expect(viewer).toHaveAttribute('data-fullscreen', 'true');
        await expect.poll(async () => (await viewer.boundingBox())?.height).toBe(window.height);
        const full = await houseFrame(viewer);
        expect(full.width * full.height).toBeGreaterThan(first.width * first.height);
        expectFramed(full, 'fullscreen');
        await expectControlsBesideHouse(viewer, full, 'fullscreen');
        await screenshot(page, `viewer-framing-${name}-fullscreen`, { fullPage: false });

        await fullscreen.click();
        await expect(viewer).toHaveAttribute('data-fullscreen', 'false');
        await expect.poll(async () => (await viewer.boundingBox())?.height).toBe(before.height);
        const back = await houseFrame(viewer);
        expect([back.width, back.height]).toEqual([first.width, first.height]);
        expectFramed(back, 'after fullscreen');
        await expectCanvasFitsItsBox(viewer);
        await expectControlsBesideHouse(viewer, back, 'after fullscreen');
        await expect(fullscreen).toBeInViewport({ ratio: 1 });
      },
    );
  }

  test(`on a phone the house page keeps controls and floor plans inside the viewer ${PHONE_ONLY}`, async ({
    page,
    request,
  }) => {
    const { house } = await demoHouse(request, 'Villa Donaublick');
    const viewer = await openHouseViewer(page, house.id);
    await viewer.scrollIntoViewIfNeeded();
    const frame = await houseFrame(viewer);
    expectFramed(frame, 'house page');
    await expectControlsBesideHouse(viewer, frame, 'house page');
    await screenshot(page, 'viewer-framing-public-390x844', { fullPage: false });

    // The panel promises floor plans ("Bilder und Grundrisse") and shows them, inside the viewer.
    await viewer.getByRole('button', { name: 'Bilder und Grundrisse' }).click();
    const panel = viewer.getByRole('complementary', { name: 'Bilder und Grundrisse' });
    await expect(panel.getByRole('heading', { name: 'Grundriss', exact: true })).toBeAttached();
    await expect(panel.getByRole('img', { name: /Grundriss/ }).first()).toBeAttached();
    const [root, aside] = [(await viewer.boundingBox())!, (await panel.boundingBox())!];
    expect(aside.x).toBeGreaterThanOrEqual(root.x - 0.5);
    expect(aside.y).toBeGreaterThanOrEqual(root.y - 0.5);
    expect(aside.x + aside.width).toBeLessThanOrEqual(root.x + root.width + 0.5);
    expect(aside.y + aside.height).toBeLessThanOrEqual(root.y + root.height + 0.5);
    await screenshot(page, 'viewer-framing-public-390x844-images', { fullPage: false });
    // On a phone the panel covers the picture while open; closed, the house shows whole again.
    await viewer.getByRole('button', { name: 'Bilder und Grundrisse' }).click();
    await expect(panel).toHaveCount(0);
    expectFramed(await houseFrame(viewer), 'images closed');
    await expectCanvasFitsItsBox(viewer);
  });
});
