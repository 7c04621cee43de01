import { expect, test, type Page } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import {
  apiLogin,
  createRequest,
  expectNoHorizontalOverflow,
  expectNoMissingTranslations,
  screenshot,
} from './admin-support';
import { makeGlb, makePng } from './test-files';

/** A request for the first catalogue house, given a custom house through the API. */
async function requestWithCustomHouse(page: Page, firstName: string, lastName: string): Promise<string> {
  const catalogue = await page.request.get('/api/v1/houses/templates');
  const template = (await catalogue.json())[0] as { id: string };
  const id = await createRequest(page, { firstName, lastName, houseId: template.id });
  const headers = { Authorization: `Bearer ${await apiLogin(page)}` };
  expect(
    (await page.request.put(`/api/v1/admin/customer-requests/${id}/assign-custom-house`, { headers })).status(),
  ).toBe(200);
  return id;
}

test.use({ storageState: STAFF_SESSION });

test.describe("a request's custom house", () => {
  test('its data and picked files are saved by the one "Speichern"; the template editor sends staff here', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const catalogue = await page.request.get('/api/v1/houses/templates');
    const template = (await catalogue.json())[0] as { id: string; name: string };
    const lastName = `Custom${Date.now()}`;
    const id = await createRequest(page, {
      firstName: 'Clara',
      lastName,
      houseId: template.id,
      propertyNumber: '1287/4',
    });
    await openAsStaff(page, `/admin/customer-requests/edit/${id}`);
    await page.getByRole('button', { name: 'Individuelles Haus aus Vorlage erstellen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Individuelles Haus aus Vorlage erstellen' }).click();
    const house = page.getByRole('region', { name: 'Haus' });
    await expect(house.getByText(/gehören nur zu dieser Anfrage/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Dateien speichern' })).toHaveCount(0);

    // The copy's data are the customer's to edit; the plot is theirs, not the model house's.
    const houseName = house.getByRole('textbox', { name: /^Name des Hauses/ });
    await expect(houseName).toHaveValue(template.name);
    await expect(house.getByRole('textbox', { name: 'Grundstücksnummer' })).toHaveValue('1287/4');
    await houseName.fill(`${template.name} – Familie ${lastName}`);
    await house.getByRole('textbox', { name: 'Wohnfläche' }).fill('156,5');
    await house.getByRole('textbox', { name: 'Katastralgemeinde' }).fill('Leonding');
    await page.getByRole('textbox', { name: 'Ort' }).fill('Linz');

    await page.getByLabel('Grundriss auswählen', { exact: true }).setInputFiles({
      name: 'kundengrundriss.png',
      mimeType: 'image/png',
      buffer: makePng(300, 200, [30, 90, 160]),
    });
    await page.getByRole('button', { name: '3D-Modell hinzufügen' }).click();
    await page
      .getByRole('group', { name: 'Neues 3D-Modell', exact: true })
      .getByRole('textbox', { name: 'Name des 3D-Modells' })
      .fill('Kundenwunsch');
    await page
      .getByRole('group', { name: 'Kundenwunsch', exact: true })
      .getByLabel('GLB-Datei auswählen')
      .setInputFiles({ name: 'kunde.glb', mimeType: 'model/gltf-binary', buffer: makeGlb() });

    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByRole('dialog', { name: /Haus wird aktualisiert|Wird in USDZ konvertiert/ })).toBeVisible();
    await expect(page.getByText('Kundenanfrage gespeichert')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('group', { name: 'Kundenwunsch', exact: true }).getByText('Bereit')).toBeVisible({
      timeout: 60_000,
    });
    await screenshot(page, 'admin-request-custom-house');

    // The API holds data and files on the custom house, none on the template.
    const headers = { Authorization: `Bearer ${await apiLogin(page)}` };
    const saved = await (await page.request.get(`/api/v1/admin/customer-requests/${id}`, { headers })).json();
    expect(saved.place).toBe('Linz');
    expect(saved.house).toMatchObject({ kind: 'CUSTOM', name: `${template.name} – Familie ${lastName}` });
    expect(saved.customHouse).toMatchObject({ sizeInSqm: 156.5, location: 'Leonding', propertyNumber: '1287/4' });
    const views = await (await page.request.get(`/api/v1/houses/${saved.house.id}/house-views`, { headers })).json();
    expect(views.map((view: { name: string }) => view.name)).toContain('Kundenwunsch');
    const plans = await (await page.request.get(`/api/v1/houses/${saved.house.id}/image-list`, { headers })).json();
    expect(plans.groundPlans.length).toBeGreaterThan(0);
    const templateViews = await (await page.request.get(`/api/v1/houses/${template.id}/house-views`)).json();
    expect(templateViews.map((view: { name: string }) => view.name)).not.toContain('Kundenwunsch');

    // The template editor is not the place for it: it sends staff to the request.
    await page.goto(`/admin/template-houses/${saved.house.id}`);
    await expect(page).toHaveURL(new RegExp(`/admin/customer-requests/edit/${id}$`));
    await expect(page.getByText(/gehört zu einer Kundenanfrage/)).toBeVisible();
    await expect(house.getByRole('textbox', { name: /^Name des Hauses/ })).toHaveValue(
      `${template.name} – Familie ${lastName}`,
    );

    // Back to the template: the custom house's inputs go, and the page saves as before.
    await page.getByRole('button', { name: 'Musterhaus zuweisen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Musterhaus zuweisen' }).click();
    await expect(house.getByRole('textbox', { name: /^Name des Hauses/ })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Ort' }).fill('Wels');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Kundenanfrage gespeichert')).toBeVisible();
    await expectNoMissingTranslations(page);
  });

  test(`its inputs and file pickers fit a phone ${PHONE_ONLY}`, async ({ page }) => {
    const id = await requestWithCustomHouse(page, 'Clara', `Telefon${Date.now()}`);
    await openAsStaff(page, `/admin/customer-requests/edit/${id}`);
    const house = page.getByRole('region', { name: 'Haus' });
    await expect(house.getByText(/gehören nur zu dieser Anfrage/)).toBeVisible();
    await expect(house.getByRole('textbox', { name: /^Name des Hauses/ })).not.toHaveValue('');
    for (const control of [
      house.getByRole('textbox', { name: 'Wohnfläche' }),
      page.getByRole('region', { name: 'Grundriss', exact: true }),
      page.getByRole('button', { name: '3D-Modell hinzufügen' }),
      page.getByRole('button', { name: 'Musterhaus zuweisen' }),
    ]) {
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport();
    }
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-request-custom-house');
    await expectNoMissingTranslations(page);
  });
});

test('the picked files alone count as unsaved changes', async ({ page }) => {
  const id = await requestWithCustomHouse(page, 'Udo', `Ungespeichert${Date.now()}`);
  await openAsStaff(page, `/admin/customer-requests/edit/${id}`);
  await expect(page.getByText(/gehören nur zu dieser Anfrage/)).toBeVisible();
  await page
    .getByLabel('Grundriss auswählen', { exact: true })
    .setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: makePng(200, 100, [10, 10, 10]) });

  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Kundenanfragen' }).first().click();
  await expect.poll(() => asked).toMatch(/nicht gespeichert/);
  await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
  await expect(page.getByRole('img', { name: /plan\.png|Grundriss/ }).first()).toBeVisible();
  await expectNoMissingTranslations(page);
});
