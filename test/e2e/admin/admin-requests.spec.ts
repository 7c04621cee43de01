import { expect, test } from '@playwright/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { createRequest, expectNoMissingTranslations, releaseViaApi, screenshot } from './admin-support';

test.use({ storageState: STAFF_SESSION });

test.describe('customer requests', () => {
  test('the list filters survive a reload (cr_search_filter) and can be cleared', async ({ page, request }) => {
    const marker = `Filtertest${Date.now()}`;
    await createRequest(request, { firstName: 'Erika', lastName: marker });
    await createRequest(request, { firstName: 'Otto', lastName: 'Anders' });
    await openAsStaff(page, '/admin/customer-requests');
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

  test('previews a released request as the customer sees it', async ({ page, request }) => {
    const id = await createRequest(request, { firstName: 'Paula', lastName: 'Plan' });
    await releaseViaApi(request, id, 'SOLD');
    await openAsStaff(page, `/admin/customer-requests/preview/${id}`);
    await expect(page.getByText('Paula Plan').first()).toBeVisible();
    await screenshot(page, 'admin-request-preview');
    const unreleased = await createRequest(request, { firstName: 'Nora', lastName: 'Neu' });
    await page.goto(`/admin/customer-requests/preview/${unreleased}`);
    await expect(page.getByText(/Nur Anfragen mit dem Status/)).toBeVisible();
    await expectNoMissingTranslations(page);
  });

  test('the overview shows the requests by status', async ({ page }) => {
    await openAsStaff(page, '/admin/overview');
    await expect(page.getByText('Anfragen nach Status')).toBeVisible();
    await screenshot(page, 'admin-overview');
    await expectNoMissingTranslations(page);
  });

  test('the link buttons lead to the admin pages of a request', async ({ page, request }) => {
    const lastName = `Linktest${Date.now()}`;
    const id = await createRequest(request, { firstName: 'Lena', lastName });
    await releaseViaApi(request, id);
    await openAsStaff(page, '/admin/overview');
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
});
