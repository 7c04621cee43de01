import { expect, test } from '@playwright/test';
import { expectNoMissingTranslations, loginAsStaff, screenshot } from './admin-support';
import { makePng } from './test-files';

test.describe('contact people', () => {
  test('refuses a contact person without a photo, then saves one with a photo', async ({ page }) => {
    await loginAsStaff(page, '/admin/contact-people/create');
    const name = `Anna Berger ${Date.now()}`;
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('textbox', { name: /^E-Mail/ }).fill('anna.berger@example.at');
    await page.getByRole('textbox', { name: /^Telefonnummer/ }).fill('0732 123456');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Bitte wählen Sie ein Bild aus.').first()).toBeVisible();
    await screenshot(page, 'admin-contact-person-without-photo');
    await expect(page).toHaveURL(/\/contact-people\/create$/);

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: makePng(200, 200, [60, 90, 160]) });
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/admin\/contact-people$/);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await screenshot(page, 'admin-contact-people-list');
    await expectNoMissingTranslations(page);
  });

  test('checks that the new password is typed twice alike', async ({ page }) => {
    await loginAsStaff(page, '/admin/contact-people/create');
    await page.locator('input[name="password"]').fill('Ein-gutes-Passwort-1');
    await page.locator('input[name="passwordConfirmation"]').fill('Ein-anderes-Passwort');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die Passwörter stimmen nicht überein').first()).toBeVisible();
    await expectNoMissingTranslations(page);
  });
});
