import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import {
  ADMIN_PASSWORD,
  createContactPerson,
  createStaffLogin,
  expectNoHorizontalOverflow,
  expectNoMissingTranslations,
  loginAsStaff,
  screenshot,
} from './admin-support';

/** A colleague without a login, made through the API; the tests give it one through the screens. */
async function colleague(page: Page): Promise<{ id: string; username: string }> {
  const stamp = Date.now();
  const { id } = await createContactPerson(page, `Kollegin ${stamp}`, `kollegin${stamp}@example.at`);
  return { id, username: `kollegin-${stamp}` };
}

async function staffSession(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/v1/auth/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

async function setPassword(page: Page, password: string): Promise<void> {
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="passwordConfirmation"]').fill(password);
}

test.describe('staff logins', () => {
  // The demo admin acts on a colleague's login: the admin's own session is not touched.
  test.use({ storageState: STAFF_SESSION });

  test("a login change needs the acting person's own password, is recorded and ends the changed login's sessions", async ({
    page,
  }) => {
    const { id, username } = await colleague(page);
    await openAsStaff(page, `/admin/contact-people/${id}`);
    const currentPassword = page.locator('input[name="currentPassword"]');
    await expect(page.locator('input[name="username"]')).toBeVisible();
    await expect(currentPassword).toHaveCount(0);

    // Setting up a login asks for the own password; a wrong one changes nothing.
    await page.locator('input[name="username"]').fill(username);
    await setPassword(page, 'Kollegin-Passwort-1');
    await expect(currentPassword).toBeVisible();
    await currentPassword.fill('nicht-mein-Passwort');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Ihr aktuelles Passwort ist nicht korrekt.').first()).toBeVisible();
    await screenshot(page, 'admin-contact-person-current-password-wrong');
    await currentPassword.fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/admin\/contact-people$/);

    // The colleague works on another device; a new password set by the admin ends that session.
    const before = await staffSession(page.request, username, 'Kollegin-Passwort-1');
    await page.goto(`/admin/contact-people/${id}`);
    await setPassword(page, 'Kollegin-Passwort-2');
    await currentPassword.fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/admin\/contact-people$/);
    const refresh = await page.request.post('/api/v1/auth/refresh', {
      data: { token: before.refreshToken, email: username },
    });
    expect(refresh.status()).toBe(401);

    await page.goto(`/admin/contact-people/${id}`);
    const history = page.getByRole('table', { name: 'Änderungen der Anmeldung' });
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText('Passwort geändert');
    await expect(history.getByRole('row').nth(2)).toContainText('Anmeldung eingerichtet');
    await expect(history.getByRole('row').nth(1)).toContainText('admin');
    await screenshot(page, 'admin-contact-person-login-history');
    await expectNoMissingTranslations(page);
  });

  test(`the login history shows on a phone ${PHONE_ONLY}`, async ({ page }) => {
    const { id } = await createStaffLogin(page);
    await openAsStaff(page, `/admin/contact-people/${id}`);
    const history = page.getByRole('table', { name: 'Änderungen der Anmeldung' });
    await expect(history.getByRole('row').nth(1)).toContainText('Anmeldung eingerichtet');
    await history.scrollIntoViewIfNeeded();
    await expect(history).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-contact-person-login-history');
  });
});

test.describe('a colleague logged in twice', () => {
  test('"Überall abmelden" ends the sessions on the other devices too', async ({ page, browser }) => {
    const { username, password } = await createStaffLogin(page);

    // Two devices of the colleague (not the shared demo admin, whose other tests run meanwhile).
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const otherPage = await other.newPage();
    await loginAsStaff(otherPage, '/admin/template-houses', { username, password });
    await loginAsStaff(page, '/admin', { username, password });

    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Überall abmelden' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);

    // The other device's next call is refused and its refresh token is revoked: back to the login.
    await otherPage.goto('/admin/contact-people');
    await expect(otherPage).toHaveURL(/\/admin\/login/);
    await other.close();
  });
});
