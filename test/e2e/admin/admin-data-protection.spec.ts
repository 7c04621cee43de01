import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { AT_BOTH_SIZES } from '../support/viewports';
import { createRequest, expectNoHorizontalOverflow, expectNoMissingTranslations, screenshot } from './admin-support';

test.describe('data protection', () => {
  test.use({ storageState: STAFF_SESSION });

  test('staff download what is held about an address and erase it after typing the address again', async ({ page }) => {
    const email = `auskunft.${Date.now()}@example.at`;
    const requestId = await createRequest(page, { firstName: 'Erika', lastName: 'Auskunft', email });
    await openAsStaff(page, '/admin/data-protection');
    const address = page.getByLabel('E-Mail-Adresse der Person');
    await address.fill('keine adresse');
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Auskunft herunterladen (JSON)' })).toBeDisabled();
    await address.fill(email.toUpperCase());

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Auskunft herunterladen (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^auskunft-.*\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(exported.requests).toEqual([expect.objectContaining({ id: requestId, lastName: 'Auskunft', email })]);

    await page.getByRole('button', { name: 'Daten löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alle Daten dieser Person löschen?' });
    const confirm = dialog.getByRole('button', { name: 'Endgültig löschen' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('E-Mail-Adresse bestätigen').fill(email);
    await confirm.click();
    await expect(page.getByText(/^Gelöscht: 1 Anfragen, 0 gespeicherte Planungen/)).toBeVisible();
    const log = page.getByRole('table', { name: 'Bisherige Löschungen' });
    await expect(log.getByRole('row').nth(1)).toContainText('admin');
    await expect(log).not.toContainText('Auskunft');
    const gone = await page.request.get(`/api/v1/admin/customer-requests/${requestId}`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth._token.local'))}` },
    });
    expect(gone.status()).toBe(404);
    await expectNoMissingTranslations(page);
  });

  test(`the data protection page fits the screen and keeps what was typed when a period is wrong ${AT_BOTH_SIZES}`, async ({
    page,
  }) => {
    await openAsStaff(page, '/admin/data-protection');
    const days = page.getByLabel('Kopien gesendeter E-Mails aufbewahren (Tage)');
    await expect(days).toHaveValue(/^\d+$/);
    await days.fill('0');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Kopien gesendeter E-Mails aufbewahren (Tage) muss mindestens 1 sein')).toBeVisible();
    await expect(days).toHaveValue('0');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-data-protection');
  });
});
