import { allowConsole, expect, PROVOKED, test } from '../support/test';
import { expectNoMissingTranslations, releaseViaApi } from '../admin/admin-support';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { screenshotOf } from '../support/screenshots';
import { PHONE_ONLY } from '../support/viewports';
import {
  canvasPixels,
  demoHouse,
  dracoCompressed,
  expectDrawn,
  expectNonBlank,
  meanDifference,
  openHouseViewer,
  startHouseViewer,
  startModelPreview,
  type Pixels,
  sharedArea,
  staffToken,
} from './viewer-support';

// The viewer's code is kept from loading on purpose, to see it load on retry.
test.use(allowConsole(PROVOKED.chunkNotLoaded));

test.describe('3D house viewer on the public house page', () => {
  // Software WebGL on a shared machine: a frame can take a few hundred milliseconds.
  test.describe.configure({ timeout: 180_000 });

  test('draws a demo house under each skybox and at different times of day', async ({ page, request }) => {
    const { house } = await demoHouse(request);
    const viewer = await openHouseViewer(page, house.id);
    const first = Number(await viewer.getAttribute('data-first-frame-ms'));
    expect(first).toBeGreaterThan(0);

    const skyboxes = viewer.getByRole('group', { name: 'Hintergrund' });
    const shots: Record<string, Pixels> = {};
    for (const [name, label] of [
      ['grey', 'Neutral'],
      ['real', 'Sommerhimmel'],
      ['daytime', 'Tagesverlauf'],
    ] as const) {
      await skyboxes.getByRole('button', { name: label }).click();
      await expect(viewer).toHaveAttribute('data-skybox', name);
      shots[name] = await canvasPixels(viewer, `viewer-skybox-${name}`);
      expectNonBlank(shots[name]);
    }
    expect(meanDifference(shots.grey, shots.real)).toBeGreaterThan(5);
    expect(meanDifference(...sharedArea(shots.real, shots.daytime))).toBeGreaterThan(5);
    expect(meanDifference(...sharedArea(shots.grey, shots.daytime))).toBeGreaterThan(5);

    // Day progress: default 0.4; the slider sets (clamped), the buttons shift (wrapping).
    await expect(viewer).toHaveAttribute('data-day-progress', '0.4');
    const slider = viewer.getByRole('slider', { name: 'Tageszeit' });
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(viewer).toHaveAttribute('data-day-progress', '0');
    const morning = await canvasPixels(viewer, 'viewer-daytime-morning');
    expectNonBlank(morning);
    await page.keyboard.press('End');
    await expect(viewer).toHaveAttribute('data-day-progress', '1');
    await expect(slider).toHaveAttribute('aria-valuetext', /22:48 Uhr, Nacht/);
    const moon = await canvasPixels(viewer, 'viewer-daytime-moon');
    expectNonBlank(moon);
    expect(meanDifference(shots.daytime, morning)).toBeGreaterThan(3);
    expect(meanDifference(shots.daytime, moon)).toBeGreaterThan(10);
    expect(meanDifference(morning, moon)).toBeGreaterThan(10);
    await viewer.getByRole('button', { name: 'Später' }).click();
    await expect(viewer).toHaveAttribute('data-day-progress', '0.05');
    await viewer.getByRole('button', { name: 'Früher' }).click();
    await viewer.getByRole('button', { name: 'Früher' }).click();
    await expect(viewer).toHaveAttribute('data-day-progress', '0.95');
  });

  test('tracks rotate and dolly, switches fullscreen and leaves', async ({ page, request }) => {
    const { house } = await demoHouse(request);
    const viewer = await openHouseViewer(page, house.id);
    const canvas = viewer.locator('canvas');
    const box = (await canvas.boundingBox())!;
    const before = await canvasPixels(viewer);

    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2, { steps: 8 });
    await expect(viewer).toHaveAttribute('data-interaction', 'rotate');
    await page.mouse.up();
    await expect(viewer).toHaveAttribute('data-interaction', 'none');
    expect(meanDifference(before, await canvasPixels(viewer))).toBeGreaterThan(2);

    // Keyboard: Shift + arrow keys turn the camera while the 3D view has the focus.
    const turned = await canvasPixels(viewer);
    await viewer.getByRole('img', { name: /^3D-Ansicht von / }).focus();
    for (let press = 0; press < 4; press += 1) await page.keyboard.press('Shift+ArrowLeft');
    expect(meanDifference(turned, await canvasPixels(viewer))).toBeGreaterThan(2);

    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 400);
    await expect(viewer).toHaveAttribute('data-interaction', 'dolly');
    await expect(viewer).toHaveAttribute('data-interaction', 'none');

    await viewer.getByRole('button', { name: 'Vollbild' }).click();
    await expect(viewer).toHaveAttribute('data-fullscreen', 'true');
    expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe('house-viewer');
    const full = await canvas.boundingBox();
    expect(full!.width).toBeGreaterThan(box.width);
    await viewer.getByRole('button', { name: 'Vollbild' }).click();
    await expect(viewer).toHaveAttribute('data-fullscreen', 'false');

    // Leaving the 3D view returns to the start button, with the focus on it.
    await viewer.getByRole('button', { name: '3D-Ansicht verlassen' }).click();
    await expect(page.getByTestId('house-viewer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '3D-Ansicht starten' })).toBeFocused();
  });

  test('offers AR through Quick Look with the USDZ the API serves, otherwise says it is unavailable', async ({
    page,
    request,
  }) => {
    const { house, views } = await demoHouse(request);
    const standard = views.find((view) => view.name === 'Standard')!;

    // Desktop Chromium has no AR.
    let viewer = await openHouseViewer(page, house.id);
    await expect(viewer.getByRole('note')).toHaveText('Augmented Reality wird auf diesem Gerät nicht unterstützt.');
    await expect(viewer.getByRole('button', { name: 'In AR ansehen' })).toHaveCount(0);

    // Safari on iOS reports rel="ar" support: then the AR button and a Quick Look link appear.
    await page.addInitScript(() => {
      const supports = DOMTokenList.prototype.supports;
      DOMTokenList.prototype.supports = function (token: string) {
        return token === 'ar' || supports.call(this, token);
      };
    });
    viewer = await openHouseViewer(page, house.id);
    const arButton = viewer.getByRole('button', { name: 'In AR ansehen' });
    await expect(arButton).toHaveAttribute('data-ar-mode', 'quick-look');
    const link = viewer.locator('a[rel="ar"]');
    const href = await link.getAttribute('href');
    expect(href).toContain(`/api/v1/house-views/${standard.id}/model.usdz`);
    expect(href).toMatch(/#allowsContentScaling=0$/);
    expect(await link.locator('img').count()).toBe(1);

    const usdz = await request.get(href!.split('#')[0]);
    expect(usdz.status()).toBe(200);
    expect(usdz.headers()['content-type']).toContain('model/vnd.usdz+zip');
    expect((await usdz.body()).subarray(0, 2).toString()).toBe('PK');

    // The usage hint with "do not show again" and the scale option before AR starts.
    await arButton.click();
    const dialog = page.getByRole('dialog', { name: 'So funktioniert AR' });
    await expect(dialog.getByText(/Richten Sie die Kamera/)).toBeVisible();
    await dialog.getByRole('switch', { name: 'Echte Größe (1:1)' }).uncheck();
    await expect(link).toHaveAttribute('href', /#allowsContentScaling=1$/);
    await dialog.getByRole('checkbox', { name: 'Nicht mehr anzeigen' }).check();
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await arButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'AR starten' }).click();
    expect(await page.evaluate(() => localStorage.getItem('skip_ar_usage'))).toBe('true');
  });

  test('shows the section 8 message when a model cannot be loaded, and loads it on retry', async ({
    page,
    request,
  }) => {
    const { house } = await demoHouse(request);
    await page.route('**/api/v1/house-views/*/model?*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 404, code: 'VIEW_FILE_MISSING', message: 'fehlt' }),
      }),
    );
    await startHouseViewer(page, house.id);
    const viewer = page.getByTestId('house-viewer');
    await expect(viewer).toHaveAttribute('data-state', 'error');
    await expect(viewer.getByRole('alert')).toContainText('Die Datei des 3D-Modells liegt nicht auf dem Server');
    await page.unrouteAll();
    await viewer.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expectDrawn(viewer);
  });
});

test.describe('3D preview in the staff screens', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ storageState: STAFF_SESSION });

  test('a viewer chunk that fails to load stays inside the preview dialog and loads on retry', async ({
    page,
    request,
  }) => {
    const { house } = await demoHouse(request);
    await page.route('**/admin/assets/viewer-3d-*.js', (route) => route.abort('connectionreset'));
    await startModelPreview(page, house.id, 'Standard');
    const dialog = page.getByRole('dialog');
    const failure = dialog.getByRole('alert').filter({ hasText: 'Die 3D-Ansicht konnte nicht geladen werden.' });
    await expect(failure).toBeVisible();
    await page.unrouteAll();
    await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
    const viewer = dialog.getByTestId('house-viewer');
    await expectDrawn(viewer);
    await expectNoMissingTranslations(page);
    // One way out of the preview dialog: its own close button, not a second one in the viewer.
    await expect(viewer.getByRole('button', { name: '3D-Ansicht verlassen' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByTestId('house-viewer')).toHaveCount(0);
  });

  test(`on a phone the full-screen preview closes with its own button, also when the viewer failed ${PHONE_ONLY}`, async ({
    page,
    request,
  }) => {
    const { house } = await demoHouse(request);
    await page.route('**/admin/assets/viewer-3d-*.js', (route) => route.abort('connectionreset'));
    await startModelPreview(page, house.id, 'Standard');
    const dialog = page.getByRole('dialog', { name: /^3D-Vorschau: / });
    await expect(dialog.getByRole('alert')).toContainText('Die 3D-Ansicht konnte nicht geladen werden.');
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('group', { name: 'Standard', exact: true })).toBeVisible();
  });

  test('previews a picked GLB before it is uploaded', async ({ page, request }) => {
    const { house, views } = await demoHouse(request, 'Haus Waldrand');
    const glb = await (await request.get(views[0].modelUrl)).body();
    await openAsStaff(page, `/admin/template-houses/${house.id}`);
    await page.getByRole('button', { name: '3D-Modell hinzufügen' }).click();
    const row = page.getByRole('group', { name: 'Neues 3D-Modell', exact: true });
    await expect(row.getByRole('button', { name: '3D-Vorschau' })).toBeDisabled();
    await row
      .getByLabel('GLB-Datei auswählen')
      .setInputFiles({ name: 'neu.glb', mimeType: 'model/gltf-binary', buffer: glb });
    await row.getByRole('button', { name: '3D-Vorschau' }).click();
    const viewer = page.getByTestId('house-viewer');
    await expectDrawn(viewer);
    expectNonBlank(await canvasPixels(viewer, 'viewer-local-file'));
  });

  test('decodes a Draco-compressed model with the decoder of /decoder/draco, fetched only then', async ({
    page,
    request,
  }) => {
    const { house, views } = await demoHouse(request, 'Haus Waldrand');
    const glb = await dracoCompressed(await (await request.get(views[0].modelUrl)).body());
    expect(glb.includes('KHR_draco_mesh_compression')).toBe(true);
    const decoderFiles: string[] = [];
    page.on('requestfinished', (finished) => {
      if (/draco/i.test(finished.url())) decoderFiles.push(new URL(finished.url()).pathname);
    });
    await openAsStaff(page, `/admin/template-houses/${house.id}`);
    await page.getByRole('button', { name: '3D-Modell hinzufügen' }).click();
    const row = page.getByRole('group', { name: 'Neues 3D-Modell', exact: true });
    await row
      .getByLabel('GLB-Datei auswählen')
      .setInputFiles({ name: 'draco.glb', mimeType: 'model/gltf-binary', buffer: glb });
    expect(decoderFiles).toEqual([]);
    await row.getByRole('button', { name: '3D-Vorschau' }).click();
    const viewer = page.getByTestId('house-viewer');
    await expectDrawn(viewer);
    expectNonBlank(await canvasPixels(viewer, 'viewer-draco'));
    expect(decoderFiles.sort()).toEqual(['/decoder/draco/draco_decoder.wasm', '/decoder/draco/draco_wasm_wrapper.js']);
  });

  test('the request preview shows the house in the same viewer, with its floor plans beside it', async ({
    page,
    request,
  }) => {
    const { house } = await demoHouse(request, 'Bungalow Seeblick');
    const token = await staffToken(request);
    const created = await request.post('/api/v1/admin/customer-requests', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        firstName: 'Vera',
        lastName: `Viewer${Date.now()}`,
        email: 'vera@example.at',
        phoneNumber: '0664 1234567',
        houseId: house.id,
      },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).id as string;
    await releaseViaApi(request, id, 'SOLD');
    await openAsStaff(page, `/admin/customer-requests/preview/${id}`);
    const viewer = page.getByTestId('house-viewer');
    await expectDrawn(viewer);
    await expect(viewer.getByRole('combobox', { name: '3D-Modell' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Bilder und Grundrisse' }).click();
    const images = viewer.getByRole('complementary', { name: 'Bilder und Grundrisse' });
    await expect(images.getByRole('img').first()).toBeVisible();
    await expect(images.getByRole('heading', { name: 'Grundriss', exact: true })).toBeVisible();
    await screenshotOf(viewer, 'viewer-request-preview');

    // Switching the model removes the current one first, then draws the other.
    await viewer.getByRole('combobox', { name: '3D-Modell' }).click();
    await page.getByRole('option', { name: 'Mit Terrasse und Kamin' }).click();
    await expectDrawn(viewer);
    await expectNoMissingTranslations(page);
  });
});

test.describe('3D house viewer on a touch screen', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ hasTouch: true });

  test('one finger rotates, two fingers dolly (the touch states of spec section 4)', async ({ page, request }) => {
    const { house } = await demoHouse(request);
    const viewer = await openHouseViewer(page, house.id);
    const box = (await viewer.locator('canvas').boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const touch = await page.context().newCDPSession(page);
    const send = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      touchPoints: { x: number; y: number; id?: number }[],
    ) => touch.send('Input.dispatchTouchEvent', { type, touchPoints });

    await send('touchStart', [{ x, y }]);
    for (let step = 1; step <= 5; step += 1) await send('touchMove', [{ x: x + step * 15, y }]);
    await expect(viewer).toHaveAttribute('data-interaction', 'touch-rotate');
    await send('touchEnd', []);
    await expect(viewer).toHaveAttribute('data-interaction', 'none');

    await send('touchStart', [
      { x: x - 40, y, id: 1 },
      { x: x + 40, y, id: 2 },
    ]);
    for (let step = 1; step <= 5; step += 1) {
      await send('touchMove', [
        { x: x - 40 - step * 10, y, id: 1 },
        { x: x + 40 + step * 10, y, id: 2 },
      ]);
    }
    // Panning is off, so two fingers only dolly (three's state is still called dolly-pan).
    await expect(viewer).toHaveAttribute('data-interaction', 'touch-dolly-pan');
    await send('touchEnd', []);
    await expect(viewer).toHaveAttribute('data-interaction', 'none');
  });
});
