import { expect, type Locator, type Page, test } from '../support/test';
import { AT_BOTH_SIZES } from '../support/viewports';
import { canvasPixels, demoHouse, expectNonBlank, openHouseViewer, type Pixels } from './viewer-support';

/** Day progress of the slider (step 0.01) for noon and a June evening with the sun in the north-west. */
const NOON = 0.42;
const EVENING = 0.85;

/** Moves the day-progress slider to `target` with the arrow keys (starting from the default 0.4). */
async function setProgress(page: Page, viewer: Locator, target: number): Promise<void> {
  const current = Number(await viewer.getAttribute('data-day-progress'));
  await viewer.getByRole('slider', { name: 'Tageszeit' }).focus();
  const steps = Math.round((target - current) * 100);
  for (let i = 0; i < Math.abs(steps); i += 1) await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
  // The slider's steps add up with float noise (0.42000000000000004).
  await expect.poll(async () => Number(await viewer.getAttribute('data-day-progress'))).toBeCloseTo(target, 6);
}

async function sunAltitude(viewer: Locator): Promise<number> {
  return Number(await viewer.getAttribute('data-sun-altitude'));
}

/**
 * Mean brightness (0..255) of the house's walls: the lower two thirds of its box on the canvas
 * (`data-house-frame`), inset a little so sky and ground at the edges count less. The start
 * camera looks at the front, so most of that region is the front facade.
 */
async function houseBrightness(viewer: Locator, pixels: Pixels): Promise<number> {
  const walls = await wallPixels(viewer, pixels);
  return walls.reduce((sum, [r, g, b]) => sum + 0.2126 * r + 0.7152 * g + 0.0722 * b, 0) / walls.length;
}

async function wallPixels(viewer: Locator, pixels: Pixels): Promise<[number, number, number][]> {
  const [left, top, right, bottom, width] = (await viewer.getAttribute('data-house-frame'))!.split(' ').map(Number);
  const scale = pixels.width / width;
  const inset = (right - left) * 0.15;
  const x0 = Math.round((left + inset) * scale);
  const x1 = Math.round((right - inset) * scale);
  const y0 = Math.round((top + (bottom - top) / 3) * scale);
  const y1 = Math.round((bottom - (bottom - top) * 0.1) * scale);
  const found: [number, number, number][] = [];
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const i = (y * pixels.width + x) * 3;
      found.push([pixels.data[i], pixels.data[i + 1], pixels.data[i + 2]]);
    }
  }
  return found;
}

/** Share of the walls' pixels that glow warm yellow: lit window panes. */
async function litPaneShare(viewer: Locator, pixels: Pixels): Promise<number> {
  const walls = await wallPixels(viewer, pixels);
  return walls.filter(([r, g, b]) => r > 180 && g > 120 && b < r - 70).length / walls.length;
}

test.describe('3D viewer: the real sun', () => {
  // Software WebGL on a shared machine: every changed light is a new frame and shadow map.
  test.describe.configure({ timeout: 240_000 });

  test(`the date and compass open beside the time of day, below the picture and touch-sized ${AT_BOTH_SIZES}`, async ({
    page,
    request,
  }) => {
    const { house } = await demoHouse(request);
    const viewer = await openHouseViewer(page, house.id);
    const canvas = viewer.locator('canvas');

    // Defaults: midsummer in Linz, the front to the south, day progress 0.4.
    await expect(viewer).toHaveAttribute('data-sun-date', /^\d{4}-06-21$/);
    await expect(viewer).toHaveAttribute('data-house-heading', '180');
    // Date and compass open on request, beside the time of day.
    const settings = viewer.getByRole('button', { name: 'Datum und Ausrichtung' });
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await expect(viewer.getByRole('combobox', { name: 'Datum' })).toHaveCount(0);
    await settings.click();
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
    const date = viewer.getByRole('combobox', { name: 'Datum' });
    await expect(date).toHaveText('Sommeranfang (21. Juni)');
    const heading = viewer.getByRole('group', { name: 'Ausrichtung des Hauses' });
    await expect(heading).toContainText('Vorderseite nach Süden (180°)');

    // The controls sit below the picture, never over it, and are touch-sized.
    const canvasBox = (await canvas.boundingBox())!;
    for (const control of [date, ...(await heading.getByRole('button').all())]) {
      const box = (await control.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(canvasBox.y + canvasBox.height - 1);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });

  test('follows the date, the time of day and the house heading', async ({ page, request }) => {
    const { house } = await demoHouse(request);
    const viewer = await openHouseViewer(page, house.id);
    const name = (shot: string) => `viewer-sun-${shot}`;
    await viewer.getByRole('button', { name: 'Datum und Ausrichtung' }).click();
    const date = viewer.getByRole('combobox', { name: 'Datum' });
    const heading = viewer.getByRole('group', { name: 'Ausrichtung des Hauses' });

    // June noon: the sun high in the south, the label shows the local (summer) time.
    await setProgress(page, viewer, NOON);
    const slider = viewer.getByRole('slider', { name: 'Tageszeit' });
    await expect(slider).toHaveAttribute('aria-valuetext', '12:59 Uhr, Tag');
    await expect(viewer.getByText('12:59 Uhr, Tag')).toBeVisible();
    const juneNoon = await sunAltitude(viewer);
    expect(juneNoon).toBeGreaterThan(60);
    expect(Math.abs(Number(await viewer.getAttribute('data-sun-azimuth')) - 180)).toBeLessThan(10);
    const noonShot = await canvasPixels(viewer, name('june-noon'));
    expectNonBlank(noonShot);
    const noonFront = await houseBrightness(viewer, noonShot);

    // Turned by 180°: the front faces north, away from the noon sun, and is darker.
    for (let i = 0; i < 12; i += 1) await heading.getByRole('button', { name: 'Haus im Uhrzeigersinn drehen' }).click();
    await expect(viewer).toHaveAttribute('data-house-heading', '0');
    await expect(heading).toContainText('Vorderseite nach Norden (0°)');
    await expect(viewer).toHaveAttribute('data-sun-altitude', juneNoon.toFixed(1));
    const turnedShot = await canvasPixels(viewer, name('june-noon-turned'));
    const turnedFront = await houseBrightness(viewer, turnedShot);
    expect(turnedFront, 'front turned away from the sun').toBeLessThan(noonFront - 10);
    // The other way round brings it back (the compass wraps through 0°).
    await heading.getByRole('button', { name: 'Haus gegen den Uhrzeigersinn drehen' }).click();
    await expect(viewer).toHaveAttribute('data-house-heading', '345');
    for (let i = 0; i < 11; i += 1) {
      await heading.getByRole('button', { name: 'Haus gegen den Uhrzeigersinn drehen' }).click();
    }
    await expect(viewer).toHaveAttribute('data-house-heading', '180');

    // June evening: the sun low in the north-west, the south front in the shade, warm light.
    await setProgress(page, viewer, EVENING);
    await expect(slider).toHaveAttribute('aria-valuetext', '20:16 Uhr, Abend');
    expect(await sunAltitude(viewer)).toBeLessThan(10);
    expect(Number(await viewer.getAttribute('data-sun-azimuth'))).toBeGreaterThan(270);
    const eveningShot = await canvasPixels(viewer, name('june-evening'));
    const eveningFront = await houseBrightness(viewer, eveningShot);
    expect(eveningFront, 'front in the evening').toBeLessThan(noonFront - 10);

    // Winter: the same noon progress puts the sun far lower, the clock on winter time.
    await date.click();
    await page.getByRole('option', { name: 'Winteranfang (21. Dezember)' }).click();
    await expect(viewer).toHaveAttribute('data-sun-date', /^\d{4}-12-21$/);
    await setProgress(page, viewer, NOON);
    await expect(slider).toHaveAttribute('aria-valuetext', '11:58 Uhr, Tag');
    const decemberNoon = await sunAltitude(viewer);
    expect(decemberNoon).toBeGreaterThan(15);
    expect(decemberNoon).toBeLessThan(juneNoon - 40);
    expectNonBlank(await canvasPixels(viewer, name('december-noon')));

    // Spring lies between.
    await date.click();
    await page.getByRole('option', { name: 'Frühlingsanfang (20. März)' }).click();
    await expect(viewer).toHaveAttribute('data-sun-date', /^\d{4}-03-20$/);
    const springNoon = await sunAltitude(viewer);
    expect(springNoon).toBeGreaterThan(decemberNoon);
    expect(springNoon).toBeLessThan(juneNoon);

    // Night: dark, the moon at 1.
    await slider.focus();
    await page.keyboard.press('End');
    await expect(viewer).toHaveAttribute('data-day-progress', '1');
    const night = await canvasPixels(viewer, name('spring-night'));
    expect(await houseBrightness(viewer, night)).toBeLessThan(noonFront);
    // The windows glow at night, not by day.
    expect(await litPaneShare(viewer, noonShot)).toBeLessThan(0.005);
    expect(await litPaneShare(viewer, night)).toBeGreaterThan(0.02);
  });
});
