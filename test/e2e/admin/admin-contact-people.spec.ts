import { expect, test } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { createContactPerson, expectNoMissingTranslations, screenshot } from './admin-support';
import { makePng } from './test-files';

test.use({ storageState: STAFF_SESSION });

test.describe('contact people', () => {
  test('refuses a contact person without a photo, then saves one with a photo', async ({ page }) => {
    await openAsStaff(page, '/admin/contact-people/create');
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
    await openAsStaff(page, '/admin/contact-people/create');
    await page.locator('input[name="password"]').fill('Ein-gutes-Passwort-1');
    await page.locator('input[name="passwordConfirmation"]').fill('Ein-anderes-Passwort');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Die Passwörter stimmen nicht überein').first()).toBeVisible();
    await expectNoMissingTranslations(page);
  });

  test('deletes a contact person nobody is assigned to from the list, after confirmation', async ({ page }) => {
    const name = `Otto Frei ${Date.now()}`;
    await createContactPerson(page, name);
    await openAsStaff(page, '/admin/contact-people');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: 'Löschen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Löschen' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/contact-people$/);
  });
});
