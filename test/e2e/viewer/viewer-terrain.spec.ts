import { expect, type Locator, type Page, test } from '../support/test';
import { releaseViaApi } from '../admin/admin-support';
import { createCustomer } from '../public/public-support';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import {
  canvasPixels,
  demoHouse,
  expectDrawn,
  expectNonBlank,
  meanDifference,
  type Pixels,
  staffToken,
} from './viewer-support';

/** The plot shapes with the labels of the house form's select. */
const SHAPES = [
  ['STRAIGHT', 'Ebenes Grundstück'],
  ['INCLINED', 'Leichte Hanglage'],
  ['HILLSIDE', 'Hanglage'],
] as const;

/** A demo house on a hillside (seeded with propertyShape HILLSIDE). */
const HILLSIDE_HOUSE = 'Haus Waldrand';

/** Opens the 3D preview of the house form's standard model; the dialog stays open. */
async function openPreview(page: Page): Promise<Locator> {
  await page.getByRole('group', { name: 'Standard', exact: true }).getByRole('button', { name: '3D-Vorschau' }).click();
  const viewer = page.getByTestId('house-viewer');
  await expectDrawn(viewer);
  return viewer;
}

async function closePreview(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByTestId('house-viewer')).toHaveCount(0);
}

/** The height the base stands free on the downhill side, from the viewer's data attribute. */
async function baseHeight(viewer: Locator): Promise<number> {
  return Number(await viewer.getAttribute('data-base-height'));
}

test.describe('3D viewer: the house on its plot', () => {
  // Software WebGL on a shared machine: each preview takes a few seconds.
  test.describe.configure({ timeout: 240_000 });
  // The staff form shows a house on each plot shape before it is saved.
  test.use({ storageState: STAFF_SESSION });

  test('each plot shape gives its own picture, the hillside with a base storey', async ({ page, request }) => {
    // Stadtvilla Linz stands on a flat plot; the form's select shows it on each shape before saving.
    const { house } = await demoHouse(request);
    await openAsStaff(page, `/admin/template-houses/${house.id}`);
    const select = page.getByRole('combobox', { name: 'Grundstücksform' });
    await expect(select).toHaveText('Ebenes Grundstück');

    const shots: Partial<Record<(typeof SHAPES)[number][0], Pixels>> = {};
    const bases: Partial<Record<(typeof SHAPES)[number][0], number>> = {};
    for (const [shape, label] of SHAPES) {
      if (shape !== 'STRAIGHT') {
        await select.click();
        await page.getByRole('option', { name: label, exact: true }).click();
        await expect(select).toHaveText(label);
      }
      const viewer = await openPreview(page);
      await expect(viewer).toHaveAttribute('data-plot-shape', shape);
      shots[shape] = await canvasPixels(viewer, `viewer-plot-${shape.toLowerCase()}`);
      // Read after the frames above: the base is sized to the placed house by then.
      bases[shape] = await baseHeight(viewer);
      expectNonBlank(shots[shape]);
      await closePreview(page);
    }

    // Flat: no base; gentle slope: a plinth under a metre or so; hillside: a base storey.
    expect(bases.STRAIGHT).toBe(0);
    expect(bases.INCLINED).toBeGreaterThan(0.5);
    expect(bases.INCLINED).toBeLessThan(1.5);
    expect(bases.HILLSIDE).toBeGreaterThan(2.2);
    expect(bases.HILLSIDE).toBeLessThan(4);
    // Without the terrain the three pictures are identical (0); on a phone the house fills most
    // of the view, so the ground's share of the picture, and the difference, is small there.
    expect(meanDifference(shots.STRAIGHT!, shots.INCLINED!)).toBeGreaterThan(1);
    expect(meanDifference(shots.INCLINED!, shots.HILLSIDE!)).toBeGreaterThan(1.5);
    expect(meanDifference(shots.STRAIGHT!, shots.HILLSIDE!)).toBeGreaterThan(2.5);
  });

  test('the admin previews show the house on its own plot shape', async ({ page, request }) => {
    const { house } = await demoHouse(request, HILLSIDE_HOUSE);
    await openAsStaff(page, `/admin/template-houses/${house.id}`);
    await expect(page.getByRole('combobox', { name: 'Grundstücksform' })).toHaveText('Hanglage');
    const viewer = await openPreview(page);
    await expect(viewer).toHaveAttribute('data-plot-shape', 'HILLSIDE');
    await expect(viewer).toHaveAttribute('data-plot-slope', '0.28');
    await closePreview(page);

    // The request preview: the customer's house on its own plot.
    const token = await staffToken(request);
    const created = await request.post('/api/v1/admin/customer-requests', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        firstName: 'Hanna',
        lastName: `Hang${Date.now()}`,
        email: 'hanna@example.at',
        phoneNumber: '0664 1234567',
        houseId: house.id,
      },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).id as string;
    await releaseViaApi(request, id);
    await page.goto(`/admin/customer-requests/preview/${id}`);
    const preview = page.getByTestId('house-viewer');
    await expectDrawn(preview);
    await expect(preview).toHaveAttribute('data-plot-shape', 'HILLSIDE');
  });
});

test.describe('3D viewer: the plot on the public pages', () => {
  test.describe.configure({ timeout: 240_000 });

  test(`the public house page shows its own plot shape, the customer area the one the visitor chose ${PHONE_ONLY}`, async ({
    page,
    request,
  }) => {
    const { house } = await demoHouse(request, HILLSIDE_HOUSE);
    // The visitor chose a gently sloping plot in the flow: the catalogue still shows the house's own.
    await page.goto('/');
    await page.context().addCookies([
      {
        name: 'configure-filter',
        value: encodeURIComponent(JSON.stringify({ propertyShape: 'INCLINED' })),
        url: page.url(),
      },
    ]);
    await page.goto(`/configure/${house.id}`);
    await page.getByRole('button', { name: '3D-Ansicht starten' }).click();
    const viewer = page.getByTestId('house-viewer');
    await expectDrawn(viewer);
    await expect(viewer).toHaveAttribute('data-plot-shape', 'HILLSIDE');
    await canvasPixels(viewer, 'viewer-plot-public-house-page');

    // The customer's own plan: the plot they chose.
    const token = await staffToken(request);
    const customer = await createCustomer(request, token, {
      lastName: `Hangplan${Date.now()}`,
      status: 'IN_PLANNING',
      houseId: house.id,
    });
    await page.goto(`/login?code=${customer.code}`);
    const dialog = page.getByRole('dialog', { name: 'Passwort eingeben' });
    await dialog.getByLabel('Passwort', { exact: true }).fill(customer.password);
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('button', { name: '3D-Ansicht starten' }).click();
    const plan = page.getByTestId('house-viewer');
    await expectDrawn(plan);
    await expect(plan).toHaveAttribute('data-plot-shape', 'INCLINED');
  });
});
