import { expect, test } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import { expectNoHorizontalOverflow, expectNoMissingTranslations, screenshot } from './admin-support';
import { makePng } from './test-files';
import { adminSettings, field, saveButton } from './settings-support';

// Nothing here is saved: the changes are in admin-settings.serial.spec.ts.
test.use({ storageState: STAFF_SESSION });

test.describe('Einstellungen', () => {
  test('shows German errors at the fields, from the page and from the API', async ({ page, request }) => {
    const before = await adminSettings(request);
    await openAsStaff(page, '/admin/settings');
    await expect(field.name(page)).toHaveValue(before.vendorName);

    await field.color(page).fill('rot');
    await field.website(page).fill('ftp://holzbau.example');
    await field.name(page).fill('   ');
    await saveButton(page).click();
    await expect(page.getByText('Bitte geben Sie die Hauptfarbe im Format #rrggbb an (z. B. #e30613).')).toBeVisible();
    await expect(
      page.getByText('Bitte geben Sie die Website als vollständige Adresse mit http:// oder https:// an.'),
    ).toBeVisible();
    await expect(page.getByText('Das Feld Name des Anbieters muss ausgefüllt werden')).toBeVisible();
    await expect(field.color(page)).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, 'admin-settings-errors');

    // An address only the API's full check refuses (no top-level domain): its error lands at the field.
    await field.name(page).fill(before.vendorName);
    await field.color(page).fill('#1a5e3a');
    await field.website(page).fill('https://holzbau');
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/admin/settings') && response.request().method() === 'PUT',
    );
    await saveButton(page).click();
    expect((await answer).status()).toBe(400);
    await expect(field.website(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Bitte geben Sie die Website als vollständige Adresse mit http:// oder https:// an.'),
    ).toBeVisible();
    // Nothing typed is lost, nothing stored.
    await expect(field.website(page)).toHaveValue('https://holzbau');
    expect((await adminSettings(request)).websiteUrl).toBe(before.websiteUrl);

    // A light colour: white text on it is hard to read, which the page says.
    await field.color(page).fill('#ffcc00');
    await expect(page.getByText(/Weiße Schrift erreicht auf dieser Farbe nur 1,\d:1/)).toBeVisible();
    await field.color(page).fill('#1a5e3a');
    await expect(page.getByText(/Weiße Schrift erreicht/)).toHaveCount(0);
    await expectNoMissingTranslations(page);
  });

  test('asks before leaving with unsaved changes, a picked image included', async ({ page }) => {
    await openAsStaff(page, '/admin/settings');
    await expect(field.name(page)).not.toHaveValue('');
    await field
      .image(page, 'Startbild')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'neu.png', mimeType: 'image/png', buffer: makePng(320, 180, [200, 200, 40]) });

    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('banner').getByRole('link', { name: 'Übersicht' }).click();
    await expect.poll(() => asked).toMatch(/nicht gespeichert/);
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(field.image(page, 'Startbild').getByRole('img', { name: 'neu.png' })).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('banner').getByRole('link', { name: 'Übersicht' }).click();
    await expect(page).toHaveURL(/\/admin\/overview$/);
  });

  test('a failed load says so and loads again on request', async ({ page }) => {
    let failing = true;
    await page.route('**/api/v1/admin/settings', (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Bitte später erneut.' }),
          })
        : route.fallback(),
    );
    await openAsStaff(page, '/admin/settings');
    const alert = page.getByRole('alert').filter({ hasText: 'Die Einstellungen konnten nicht geladen werden.' });
    await expect(alert).toBeVisible();
    failing = false;
    await alert.getByRole('button', { name: 'Erneut laden' }).click();
    await expect(field.name(page)).not.toHaveValue('');
    await expect(alert).toHaveCount(0);
  });
});

test.describe(`Einstellungen on a phone ${PHONE_ONLY}`, () => {
  test('opens from the menu and fits the screen', async ({ page }) => {
    await openAsStaff(page, '/admin');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('menuitem', { name: 'Einstellungen' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await expect(field.name(page)).not.toHaveValue('');
    await expect(field.image(page, 'Startbild').getByRole('img', { name: 'Aktuelles Startbild' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await field.color(page).fill('#ffcc00');
    await expect(page.getByText(/Weiße Schrift erreicht/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-settings');
    await expectNoMissingTranslations(page);
  });
});
