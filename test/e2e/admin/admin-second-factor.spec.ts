import { expect, test } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import {
  ADMIN_PASSWORD,
  createStaffLogin,
  expectNoHorizontalOverflow,
  expectNoMissingTranslations,
  loginAsStaff,
  screenshot,
} from './admin-support';
import { codeOf, enrolledColleague } from './second-factor-support';

test.describe('second factor', () => {
  test(`a colleague sets up a second factor on the phone and then logs in with its code ${PHONE_ONLY}`, async ({
    page,
  }) => {
    const colleague = await createStaffLogin(page);
    await loginAsStaff(page, '/admin', colleague);
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Zweiter Faktor' }).click();
    await expect(page.getByRole('heading', { name: 'Zweiter Faktor', level: 1 })).toBeVisible();
    await expect(page.getByText('Noch kein zweiter Faktor eingerichtet.')).toBeVisible();

    await page.getByRole('button', { name: 'Einrichten' }).click();
    // A wrong password keeps the step and says so.
    await page.getByLabel('Ihr aktuelles Passwort').fill('nicht-mein-Passwort');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Ihr aktuelles Passwort ist nicht korrekt.')).toBeVisible();
    await page.getByLabel('Ihr aktuelles Passwort').fill(colleague.password);
    await page.getByRole('button', { name: 'Weiter' }).click();

    const qr = page.getByRole('img', { name: 'QR-Code für die Authentifizierungs-App' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.getByText('Ohne Kamera: Schlüssel von Hand eingeben').click();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-second-factor-scan-phone');

    await page.getByLabel('Code aus der App').fill('000000');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByText('Der Bestätigungscode stimmt nicht.')).toBeVisible();
    await page.getByLabel('Code aus der App').fill(await codeOf(secret));
    await page.getByRole('button', { name: 'Bestätigen' }).click();

    const codes = page.getByRole('list', { name: 'Wiederherstellungscodes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-second-factor-codes-phone');
    await page.getByRole('button', { name: 'Ich habe die Codes gesichert' }).click();
    await expect(page.getByText('Alle anderen Sitzungen Ihres Kontos wurden beendet.')).toBeVisible();
    await expect(
      page.getByText(/Eingerichtet am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\. Noch 10 Wiederherstellungscodes/),
    ).toBeVisible();
    await expectNoMissingTranslations(page);

    // The session the enrolment gave this device still works; a new login asks for the code.
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden', exact: true }).click();
    await page.getByLabel('Benutzername').fill(colleague.username);
    await page.locator('input[name="password"]').fill(colleague.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Bitte geben Sie den Code aus Ihrer Authentifizierungs-App ein.')).toBeVisible();
    await page.getByLabel('Code aus der App oder Wiederherstellungscode').fill(await codeOf(secret, 1));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
    await expect(page).not.toHaveURL(/login/);
  });
});

test.describe('second factor of a colleague', () => {
  test.use({ storageState: STAFF_SESSION });

  test('an administrator resets a colleague’s second factor with their own password', async ({ page }) => {
    const colleague = await enrolledColleague(page.request);
    await openAsStaff(page, `/admin/contact-people/${colleague.id}`);
    const enrolled = page.getByRole('alert').filter({ hasText: 'Zweiter Faktor eingerichtet' });
    await expect(enrolled).toBeVisible();
    await page.getByRole('button', { name: 'Zweiten Faktor zurücksetzen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zweiten Faktor zurücksetzen' });
    await dialog.getByLabel('Ihr aktuelles Passwort').fill('nicht-mein-Passwort');
    await dialog.getByRole('button', { name: 'Zweiten Faktor zurücksetzen' }).click();
    await expect(dialog.getByText('Ihr aktuelles Passwort ist nicht korrekt.')).toBeVisible();
    await dialog.getByLabel('Ihr aktuelles Passwort').fill(ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: 'Zweiten Faktor zurücksetzen' }).click();
    await expect(page.getByText('Der zweite Faktor wurde zurückgesetzt.')).toBeVisible();
    await expect(enrolled).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Zweiter Faktor zurückgesetzt' })).toBeVisible();
    await expectNoMissingTranslations(page);

    // The colleague's password alone logs in again.
    const login = await page.request.post('/api/v1/auth/login', {
      data: { username: colleague.username, password: colleague.password },
    });
    expect(login.status()).toBe(200);
  });
});
