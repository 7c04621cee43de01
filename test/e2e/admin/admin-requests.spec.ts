import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USER, expectNoMissingTranslations, loginAsStaff, screenshot } from './admin-support';
import { makeGlb, makePng } from './test-files';

async function createRequest(request: APIRequestContext, data: Record<string, string>): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: { username: ADMIN_USER, password: ADMIN_PASSWORD } });
  const token = (await login.json()).accessToken as string;
  const created = await request.post('/api/v1/admin/customer-requests', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: 'kunde@example.at', phoneNumber: '0664 1234567', ...data },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id as string;
}

test.describe('customer requests', () => {
  test('the list filters survive a reload (cr_search_filter) and can be cleared', async ({ page, request }) => {
    const marker = `Filtertest${Date.now()}`;
    await createRequest(request, { firstName: 'Erika', lastName: marker });
    await createRequest(request, { firstName: 'Otto', lastName: 'Anders' });
    await loginAsStaff(page, '/admin/customer-requests');
    await page.getByRole('textbox', { name: 'Name' }).fill(`erika ${marker.toLowerCase()}`);
    await expect(page.getByRole('row', { name: new RegExp(marker) })).toBeVisible();
    await expect(page.getByRole('row', { name: /Otto Anders/ })).toHaveCount(0);
    await screenshot(page, 'admin-requests-list-filtered');
    const stored = await page.evaluate(() => localStorage.getItem('cr_search_filter'));
    expect(stored).toContain(marker.toLowerCase());

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`erika ${marker.toLowerCase()}`);
    await expect(page.getByRole('row', { name: new RegExp(marker) })).toBeVisible();
    await expect(page.getByRole('row', { name: /Otto Anders/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();
    await expect(page.getByRole('row', { name: /Otto Anders/ }).first()).toBeVisible();
    await expectNoMissingTranslations(page);
  });

  test('edits a request and generates its customer credentials', async ({ page, request }) => {
    const id = await createRequest(request, { firstName: 'Maria', lastName: `Muster${Date.now()}` });
    await loginAsStaff(page, `/admin/customer-requests/edit/${id}`);
    await expect(page.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Maria');
    await page.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'In Planung' }).click();
    await page.getByRole('textbox', { name: 'Ort' }).fill('Linz');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('cell', { name: /In Planung/ }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Zugangsdaten erstellen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Zugangsdaten erstellen' }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'Neues Passwort' });
    await expect(passwordDialog).toBeVisible();
    const password = await passwordDialog.getByRole('textbox', { name: 'Passwort' }).inputValue();
    expect(password.length).toBeGreaterThanOrEqual(10);
    await screenshot(page, 'admin-request-password');
    await passwordDialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(passwordDialog).toHaveCount(0);

    // The weblink box shows the customer link with the six-digit code, which logs in with the password.
    const code = await page.getByRole('textbox', { name: 'Code' }).inputValue();
    expect(code).toMatch(/^\d{6}$/);
    await expect(page.getByRole('textbox', { name: 'Kundenlink' })).toHaveValue(new RegExp(`\\?code=${code}$`));
    const customer = await request.post('/api/v1/auth/customer-login', { data: { loginCode: code, password } });
    expect(customer.status()).toBe(200);
    await screenshot(page, 'admin-request-edit');

    // A new password ends the old one.
    await page.getByRole('button', { name: 'Neues Passwort generieren' }).click();
    await expect(page.getByText(/funktioniert danach nicht mehr/)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Neues Passwort generieren' }).click();
    await expect(passwordDialog.getByRole('textbox', { name: 'Passwort' })).not.toHaveValue(password);
    await expect(passwordDialog.getByRole('textbox', { name: 'Passwort' })).toHaveValue(/.{10,}/);
    const old = await request.post('/api/v1/auth/customer-login', { data: { loginCode: code, password } });
    expect(old.status()).toBe(403);
    await expectNoMissingTranslations(page);
  });

  test('previews a released request as the customer sees it', async ({ page, request }) => {
    const id = await createRequest(request, { firstName: 'Paula', lastName: 'Plan', status: 'SOLD' });
    await loginAsStaff(page, `/admin/customer-requests/preview/${id}`);
    await expect(page.getByText('Paula Plan').first()).toBeVisible();
    await screenshot(page, 'admin-request-preview');
    const unreleased = await createRequest(request, { firstName: 'Nora', lastName: 'Neu' });
    await page.goto(`/admin/customer-requests/preview/${unreleased}`);
    await expect(page.getByText(/Nur Anfragen mit dem Status/)).toBeVisible();
    await expectNoMissingTranslations(page);
  });

  test('the overview shows the requests by status', async ({ page }) => {
    await loginAsStaff(page, '/admin/overview');
    await expect(page.getByText('Anfragen nach Status')).toBeVisible();
    await screenshot(page, 'admin-overview');
    await expectNoMissingTranslations(page);
  });

  test('the link buttons lead to the admin pages of a request', async ({ page, request }) => {
    const lastName = `Linktest${Date.now()}`;
    const id = await createRequest(request, { firstName: 'Lena', lastName, status: 'IN_PLANNING' });
    await loginAsStaff(page, '/admin/overview');
    await page.getByRole('link', { name: 'Alle Anfragen' }).click();
    await expect(page).toHaveURL(/\/admin\/customer-requests$/);

    const row = page.getByRole('row', { name: new RegExp(lastName) });
    await row.getByRole('link', { name: 'Vorschau' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customer-requests/preview/${id}$`));
    await page.getByRole('link', { name: 'Zurück zur Anfrage' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customer-requests/edit/${id}$`));
    await page.getByRole('link', { name: 'Vorschau anzeigen' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customer-requests/preview/${id}$`));

    await page.goto('/admin/customer-requests');
    await page
      .getByRole('row', { name: new RegExp(lastName) })
      .getByRole('link', { name: 'Bearbeiten' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/customer-requests/edit/${id}$`));
    await expect(page.getByRole('textbox', { name: /^Nachname/ })).toHaveValue(lastName);
  });

  test('edits the files of a custom house: floor plan and a 3D model converted by the worker', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const catalogue = await request.get('/api/v1/houses/templates');
    const template = (await catalogue.json())[0] as { id: string; name: string };
    const id = await createRequest(request, {
      firstName: 'Clara',
      lastName: `Custom${Date.now()}`,
      houseId: template.id,
    });
    await loginAsStaff(page, `/admin/customer-requests/edit/${id}`);
    await page.getByRole('button', { name: 'Individuelles Haus aus Vorlage erstellen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Individuelles Haus aus Vorlage erstellen' }).click();
    await expect(page.getByText(/gehören nur zu dieser Anfrage/)).toBeVisible();

    const save = page.getByRole('button', { name: 'Dateien speichern' });
    await expect(save).toBeDisabled();
    await page
      .getByLabel('Grundriss auswählen', { exact: true })
      .setInputFiles({ name: 'kundengrundriss.png', mimeType: 'image/png', buffer: makePng(300, 200, [30, 90, 160]) });
    await page.getByRole('button', { name: '3D-Modell hinzufügen' }).click();
    await page
      .getByRole('group', { name: 'Neues 3D-Modell', exact: true })
      .getByRole('textbox', { name: 'Name des 3D-Modells' })
      .fill('Kundenwunsch');
    await page
      .getByRole('group', { name: 'Kundenwunsch', exact: true })
      .getByLabel('GLB-Datei auswählen')
      .setInputFiles({ name: 'kunde.glb', mimeType: 'model/gltf-binary', buffer: makeGlb() });
    await save.click();
    await expect(page.getByRole('dialog', { name: /Haus wird aktualisiert|Wird in USDZ konvertiert/ })).toBeVisible();
    await expect(page.getByText('Dateien des individuellen Hauses gespeichert')).toBeVisible({ timeout: 90_000 });
    const stored = page.getByRole('group', { name: 'Kundenwunsch', exact: true });
    await expect(stored.getByText('Bereit')).toBeVisible({ timeout: 60_000 });
    await screenshot(page, 'admin-request-custom-house');
    await expectNoMissingTranslations(page);

    // The API holds the files on the custom house, not on the template.
    const login = await request.post('/api/v1/auth/login', {
      data: { username: ADMIN_USER, password: ADMIN_PASSWORD },
    });
    const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
    const saved = await (await request.get(`/api/v1/admin/customer-requests/${id}`, { headers })).json();
    expect(saved.house.kind).toBe('CUSTOM');
    const views = await (await request.get(`/api/v1/houses/${saved.house.id}/house-views`, { headers })).json();
    expect(views.map((view: { name: string }) => view.name)).toContain('Kundenwunsch');
    const plans = await (await request.get(`/api/v1/houses/${saved.house.id}/image-list`, { headers })).json();
    expect(plans.groundPlans.length).toBeGreaterThan(0);
    const templateViews = await (await request.get(`/api/v1/houses/${template.id}/house-views`)).json();
    expect(templateViews.map((view: { name: string }) => view.name)).not.toContain('Kundenwunsch');
  });
});
