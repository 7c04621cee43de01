import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, createContactPerson, expectNoMissingTranslations, loginAsStaff, screenshot } from './admin-support';

async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await apiLogin(request)}` };
}

async function createRequest(
  request: APIRequestContext,
  data: Record<string, string | null>,
): Promise<{ id: string; contactPersonId: string | null }> {
  const created = await request.post('/api/v1/admin/customer-requests', {
    headers: await staffHeaders(request),
    data: { email: 'kunde@example.at', phoneNumber: '0664 1234567', ...data },
  });
  expect(created.status()).toBe(201);
  return created.json();
}

/** Types into a list filter and waits for the list's answer to it. */
async function filterBy(page: Page, label: string, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/admin/customer-requests?') &&
      decodeURIComponent(response.url()).includes(JSON.stringify(text).slice(1, -1)),
  );
  await page.getByRole('textbox', { name: label, exact: true }).fill(text);
  expect((await answered).status()).toBe(200);
}

/** Below 960 px the admin is laid out for phones: areas in a menu, rows instead of a table. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 960;

/** A request on the list: a table row, or on phones a row button. */
const requestRow = (page: Page, name: RegExp) =>
  isPhone(page) ? page.getByRole('button', { name }) : page.getByRole('row', { name });

/** An area of the navbar: a button, or on phones an entry of the navigation menu (opened here). */
async function areaLink(page: Page, name: string) {
  if (!isPhone(page)) return page.getByRole('link', { name });
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  return page.getByRole('menuitem', { name });
}

/** On phones, a filter other than the name is first taken from behind the filter button. */
async function showFilter(page: Page, label: string): Promise<void> {
  if (!isPhone(page)) return;
  await page.getByRole('button', { name: 'Filter hinzufügen' }).click();
  await page.getByRole('menuitemcheckbox', { name: label }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test.describe(`staff workflow at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height });
    });

    test('/admin shows the request list; the overview has its own menu entry', async ({ page, request }) => {
      await createRequest(request, { firstName: 'Hanna', lastName: `Heim${width}` });
      await loginAsStaff(page, '/admin');
      await expect(page).toHaveURL(/\/admin\/?$/);
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
      await expect(requestRow(page, new RegExp(`Heim${width}`)).first()).toBeVisible();
      await expect(await areaLink(page, 'Kundenanfragen')).toHaveAttribute('aria-current', 'page');
      // Closes the navigation menu on phones.
      await page.keyboard.press('Escape');
      await screenshot(page, `admin-home-list-${width}`);

      await (await areaLink(page, 'Übersicht')).click();
      await expect(page).toHaveURL(/\/admin\/overview$/);
      await expect(page.getByText('Anfragen nach Status')).toBeVisible();
      await expect(await areaLink(page, 'Übersicht')).toHaveAttribute('aria-current', 'page');
      await screenshot(page, `admin-overview-menu-${width}`);
      await page.keyboard.press('Escape');

      // The title leads home: the list again.
      await page.getByRole('link', { name: 'Verwaltung' }).click();
      await expect(page).toHaveURL(/\/admin\/?$/);
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
      await expectNoMissingTranslations(page);
    });

    test('logout opens the plain login page', async ({ page }) => {
      await loginAsStaff(page, '/admin/contact-people');
      await expect(page).toHaveURL(/\/admin\/contact-people$/);
      await page.getByRole('button', { name: /Profil|Benutzermenü|admin/i }).click();
      await page.getByRole('menuitem', { name: 'Abmelden', exact: true }).click();
      await expect(page.getByLabel('Benutzername')).toBeVisible();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin/login');
      await screenshot(page, `admin-logout-login-${width}`);
    });

    test('filters the requests without a contact person', async ({ page, request }) => {
      const marker = `Ohneperson${width}x${Date.now()}`;
      const person = await createContactPerson(request, `Petra Person ${width}`);
      const without = await createRequest(request, { firstName: 'Olga', lastName: marker, contactPersonId: null });
      expect(without.contactPersonId).toBeNull();
      await createRequest(request, { firstName: 'Paul', lastName: marker, contactPersonId: person.id });

      await loginAsStaff(page, '/admin');
      await filterBy(page, 'Name', marker);
      // Named with this run's marker: rows of earlier runs stay until the debounced filter lands.
      const paul = requestRow(page, new RegExp(`Paul ${marker}`));
      const olga = requestRow(page, new RegExp(`Olga ${marker}`));
      await expect(paul).toBeVisible();
      await showFilter(page, 'Ansprechpartner');
      // Typing opens the choices whether or not the focus (react-admin focuses a newly shown filter) did.
      await page.getByRole('combobox', { name: 'Ansprechpartner' }).fill('Ohne');
      await page.getByRole('option', { name: 'Ohne Ansprechpartner' }).click();
      await expect(olga).toBeVisible();
      await expect(paul).toHaveCount(0);
      await screenshot(page, `admin-requests-without-contact-${width}`);
      await expectNoMissingTranslations(page);
    });

    test('searches name and phone ignoring every space', async ({ page, request }) => {
      const marker = `moser${width}x${Date.now()}`;
      const digits = String(Date.now()).slice(-7);
      await createRequest(request, {
        firstName: 'Franz Xaver',
        lastName: marker,
        phoneNumber: `+43 660 ${digits}`,
      });
      await createRequest(request, { firstName: 'Franz', lastName: `Huber${marker}`, phoneNumber: '+43 660 7654321' });

      await loginAsStaff(page, '/admin');
      // "franz xavermoser…" finds "Franz Xaver Moser…".
      await filterBy(page, 'Name', `franz xaver${marker}`);
      // One row left once the debounced filter reached the list (rows of earlier runs match before).
      await expect(requestRow(page, /Franz/)).toHaveCount(1);
      await expect(requestRow(page, new RegExp(`Franz Xaver ${marker}`))).toBeVisible();
      await screenshot(page, `admin-requests-search-name-${width}`);

      // "+43660…" finds "+43 660 …".
      await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();
      await showFilter(page, 'Telefonnummer');
      await filterBy(page, 'Telefonnummer', `+43660${digits}`);
      await expect(requestRow(page, /Franz/)).toHaveCount(1);
      await expect(requestRow(page, new RegExp(`Franz Xaver ${marker}`))).toBeVisible();
      await screenshot(page, `admin-requests-search-phone-${width}`);
    });

    test('a 3D model row offers the GLB and the USDZ with their sizes', async ({ page }) => {
      test.setTimeout(120_000);
      const catalogue = await page.request.get('/api/v1/houses/templates');
      const [house] = (await catalogue.json()) as { id: string }[];
      await loginAsStaff(page, `/admin/template-houses/${house.id}`);
      const usdz = page.getByRole('link', { name: 'USDZ herunterladen' }).first();
      // The demo models are converted by the worker shortly after the start.
      await expect(async () => {
        await page.reload();
        await expect(usdz).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 90_000 });
      await expect(page.getByRole('link', { name: 'GLB herunterladen' }).first()).toBeVisible();
      await expect(page.getByText(/^GLB: [\d,]+ (B|KB|MB)( \(hochgeladen [\d,]+ (B|KB|MB)\))?$/).first()).toBeVisible();
      await expect(page.getByText(/^USDZ: [\d,]+ (B|KB|MB)$/).first()).toBeVisible();
      await usdz.scrollIntoViewIfNeeded();
      await screenshot(page, `admin-model-row-downloads-${width}`);
      const [download] = await Promise.all([page.waitForEvent('download'), usdz.click()]);
      expect(download.suggestedFilename()).toMatch(/\.usdz$/);
      await expectNoMissingTranslations(page);
    });
  });
}
