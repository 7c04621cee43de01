import { expect, test } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { AT_BOTH_SIZES } from '../support/viewports';
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  apiLogin,
  createStaffLogin,
  expectNoMissingTranslations,
  loginAsStaff,
  screenshot,
} from './admin-support';

const TOKEN_KEY = 'auth._token.local';
const REFRESH_KEY = 'auth._refresh_token.local';

test.describe('staff login', () => {
  test('shows the login page titled "Verwaltung - Login" and refuses a wrong password in German', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page).toHaveTitle('Verwaltung - Login');
    await screenshot(page, 'admin-login');
    await page.getByLabel('Benutzername').fill(ADMIN_USER);
    await page.locator('input[name="password"]').fill('falsch-falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText(/Anmeldung ist fehlgeschlagen/)).toBeVisible();
    await expectNoMissingTranslations(page);
  });

  // These log in as a colleague of their own: see createStaffLogin.
  test('logs in, returns to the page first asked for, and logs out', async ({ page, context }) => {
    await loginAsStaff(page, '/admin/contact-people', await createStaffLogin(page));
    await expect(page).toHaveURL(/\/admin\/contact-people$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('user');

    await page.getByRole('button', { name: 'Profil' }).click();
    // Exact: "Überall abmelden" in the same menu would match too.
    await page.getByRole('menuitem', { name: 'Abmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('user');
    // The session is over on the server too: the old refresh token no longer works.
    await page.goto('/admin/template-houses');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('refreshes an expired access token once and repeats the call', async ({ page }) => {
    await loginAsStaff(page, '/admin', await createStaffLogin(page));
    const refreshBefore = await page.evaluate((key) => localStorage.getItem(key), REFRESH_KEY);
    // An access token the API rejects with 401, as an expired one would be.
    await page.evaluate((key) => localStorage.setItem(key, 'abgelaufen.abgelaufen.abgelaufen'), TOKEN_KEY);
    const refreshCalls: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/auth/refresh')) refreshCalls.push(response.status());
    });
    await page.goto('/admin/contact-people');
    await expect(page.getByRole('heading', { level: 1, name: 'Ansprechpartner' })).toBeVisible();
    await expect(page.locator('table, .RaEmpty-message, .RaList-noResults').first()).toBeVisible();
    expect(refreshCalls).toEqual([200]);
    expect(await page.evaluate((key) => localStorage.getItem(key), REFRESH_KEY)).not.toBe(refreshBefore);
    await expect(page).toHaveURL(/\/admin\/contact-people$/);
  });

  test('logs out when the refresh fails too', async ({ page }) => {
    await loginAsStaff(page, '/admin', await createStaffLogin(page));
    await page.evaluate(
      ([token, refresh]) => {
        localStorage.setItem(token, 'abgelaufen.abgelaufen.abgelaufen');
        localStorage.setItem(refresh, 'ungueltig');
      },
      [TOKEN_KEY, REFRESH_KEY],
    );
    await page.goto('/admin/template-houses');
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByLabel('Benutzername')).toBeVisible();
  });

  test(`a colleague logged out by an administrator learns why on the login page, once ${AT_BOTH_SIZES}`, async ({
    page,
  }) => {
    const colleague = await createStaffLogin(page);
    await loginAsStaff(page, '/admin/customer-requests', colleague);
    const reset = await page.request.put(`/api/v1/admin/contact-people/${colleague.id}`, {
      headers: { Authorization: `Bearer ${await apiLogin(page)}` },
      multipart: {
        name: `Kollege ${colleague.username}`,
        email: `${colleague.username}@example.at`,
        phoneNumber: '0732 123456',
        username: colleague.username,
        password: `${colleague.password}-neu`,
        currentPassword: ADMIN_PASSWORD,
      },
    });
    expect(reset.status(), await reset.text()).toBe(200);

    // The next call finds the session ended: off to the login page, which says why, once.
    await page.goto('/admin/contact-people');
    await expect(page).toHaveURL(/\/admin\/login/);
    const reason = page.getByText('Sie wurden abgemeldet, weil ein Administrator Ihr Passwort zurückgesetzt hat.');
    await expect(reason).toBeVisible();
    // Calls that failed alongside add neither a second notice nor "expired".
    await page.waitForTimeout(1000);
    await expect(reason).toHaveCount(1);
    await expect(page.getByText(/Sitzung ist abgelaufen/)).toHaveCount(0);
    await screenshot(page, 'admin-logout-reason');

    await page.reload();
    await expect(page.getByLabel('Benutzername')).toBeVisible();
    await expect(reason).toHaveCount(0);
  });

  test('sends a logged-in customer to the public home (wrong role)', async ({ page, context, baseURL }) => {
    const headers = { Authorization: `Bearer ${await apiLogin(page)}` };
    const created = await page.request.post('/api/v1/admin/customer-requests', {
      headers,
      data: {
        firstName: 'Rita',
        lastName: 'Rolle',
        email: 'rita@example.at',
        phoneNumber: '0664 7654321',
      },
    });
    const { id } = await created.json();
    const credentials = await (
      await page.request.post(`/api/v1/admin/customer-requests/${id}/release`, { headers, data: {} })
    ).json();
    const session = await (
      await page.request.post('/api/v1/auth/customer-login', {
        data: { loginCode: credentials.loginCode, password: credentials.password },
      })
    ).json();
    await page.goto('/admin/login');
    await page.evaluate(
      ([token, refresh, user]) => {
        localStorage.setItem('auth._token.local', token);
        localStorage.setItem('auth._refresh_token.local', refresh);
        localStorage.setItem('auth.user', user);
      },
      [session.accessToken, session.refreshToken, JSON.stringify(session.user)],
    );
    // The session as the public login leaves it: tokens, user and the user cookie.
    await context.addCookies([{ name: 'user', value: session.user.username, url: baseURL }]);
    // The admin leaves for the public home by itself, possibly before its own load event.
    await page.goto('/admin/customer-requests', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    // The customer's session is kept: only the place was wrong.
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe(session.accessToken);
  });
});

test.describe('notices', () => {
  test.use({ storageState: STAFF_SESSION });

  test('the snackbar shows the latest notice at once, with a close button', async ({ page, context }) => {
    await openAsStaff(page, '/admin/contact-people/create');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Ohne Foto');
    await page.getByRole('button', { name: 'Speichern' }).click();
    const invalid = page.getByRole('alert').filter({ hasText: /Bild aus|nicht gültig/ });
    await expect(invalid.first()).toBeVisible();
    await context.setOffline(true);
    // The newer notice replaces the first instead of waiting for its 6 s to run out.
    const offline = page.getByText('Die Internetverbindung wurde unterbrochen.');
    await expect(offline).toBeVisible({ timeout: 3000 });
    await expect(invalid).toHaveCount(0);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(offline).toHaveCount(0);
  });

  test('the connection is checked every second, also where the browser sends no offline event', async ({ page }) => {
    await openAsStaff(page, '/admin/customer-requests');
    // Only the state changes, as on browsers that never fire `offline`: the one-second check finds it.
    const setOnline = (online: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => value });
      }, online);
    await setOnline(false);
    const offline = page.getByText('Die Internetverbindung wurde unterbrochen.');
    await expect(offline).toBeVisible({ timeout: 3000 });
    await setOnline(true);
    await expect(offline).toHaveCount(0, { timeout: 3000 });
  });

  test('notices sent in quick succession never stop the snackbar', async ({ page }) => {
    await openAsStaff(page, '/admin/customer-requests/create');
    const save = page.getByRole('button', { name: 'Speichern' });
    await page.getByRole('textbox', { name: /^Vorname/ }).fill('Schnell');
    // Each refused save queues a notice while the one before is still leaving the screen.
    for (let attempt = 0; attempt < 4; attempt += 1) await save.click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /nicht gültig/ })
        .first(),
    ).toBeVisible();
    await page.getByRole('textbox', { name: /^Nachname/ }).fill(`Folge${Date.now()}`);
    await page.getByRole('textbox', { name: /^E-Mail/ }).fill('schnell@example.at');
    await page.getByRole('textbox', { name: /^Telefonnummer/ }).fill('0664 1234567');
    await save.click();
    await expect(page.getByText('Kundenanfrage erstellt')).toBeVisible();
  });
});
