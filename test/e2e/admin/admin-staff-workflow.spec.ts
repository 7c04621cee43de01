import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import {
  apiLogin,
  createContactPerson,
  createStaffLogin,
  expectNoHorizontalOverflow,
  expectNoMissingTranslations,
  loginAsStaff,
  screenshot,
} from './admin-support';

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

const requestRow = (page: Page, name: RegExp) => page.getByRole('row', { name });

test.describe('staff workflow', () => {
  test.use({ storageState: STAFF_SESSION });

  test('/admin shows the request list; the overview has its own menu entry', async ({ page, request }) => {
    const lastName = `Heim${Date.now()}`;
    await createRequest(request, { firstName: 'Hanna', lastName });
    await openAsStaff(page, '/admin');
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await expect(requestRow(page, new RegExp(lastName)).first()).toBeVisible();
    const navbar = page.getByRole('banner');
    await expect(navbar.getByRole('link', { name: 'Kundenanfragen' })).toHaveAttribute('aria-current', 'page');
    await screenshot(page, 'admin-home-list');

    await navbar.getByRole('link', { name: 'Übersicht' }).click();
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page.getByText('Anfragen nach Status')).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
    await screenshot(page, 'admin-overview-menu');

    // The title leads home: the list again.
    await page.getByRole('link', { name: 'Verwaltung' }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await expectNoMissingTranslations(page);
  });

  test.describe('logged in through the form', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    // A colleague's own login: see createStaffLogin.
    test('logout opens the plain login page', async ({ page }) => {
      await loginAsStaff(page, '/admin/contact-people', await createStaffLogin(page));
      await expect(page).toHaveURL(/\/admin\/contact-people$/);
      await page.getByRole('button', { name: 'Profil' }).click();
      await page.getByRole('menuitem', { name: 'Abmelden', exact: true }).click();
      await expect(page.getByLabel('Benutzername')).toBeVisible();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin/login');
      await screenshot(page, 'admin-logout-login');
    });
  });

  test('filters the requests without a contact person', async ({ page, request }) => {
    const marker = `Ohneperson${Date.now()}`;
    const person = await createContactPerson(request, `Petra Person ${marker}`);
    const without = await createRequest(request, { firstName: 'Olga', lastName: marker, contactPersonId: null });
    expect(without.contactPersonId).toBeNull();
    await createRequest(request, { firstName: 'Paul', lastName: marker, contactPersonId: person.id });

    await openAsStaff(page, '/admin');
    await filterBy(page, 'Name', marker);
    // Named with this run's marker: rows of earlier runs stay until the debounced filter lands.
    const paul = requestRow(page, new RegExp(`Paul ${marker}`));
    const olga = requestRow(page, new RegExp(`Olga ${marker}`));
    await expect(paul).toBeVisible();
    // Typing opens the choices whether or not the focus (react-admin focuses a newly shown filter) did.
    await page.getByRole('combobox', { name: 'Ansprechpartner' }).fill('Ohne');
    await page.getByRole('option', { name: 'Ohne Ansprechpartner' }).click();
    await expect(olga).toBeVisible();
    await expect(paul).toHaveCount(0);
    await screenshot(page, 'admin-requests-without-contact');
    await expectNoMissingTranslations(page);
  });

  test('searches name and phone ignoring every space', async ({ page, request }) => {
    const marker = `moser${Date.now()}`;
    const digits = String(Date.now()).slice(-7);
    await createRequest(request, {
      firstName: 'Franz Xaver',
      lastName: marker,
      phoneNumber: `+43 660 ${digits}`,
    });
    await createRequest(request, { firstName: 'Franz', lastName: `Huber${marker}`, phoneNumber: '+43 660 7654321' });

    await openAsStaff(page, '/admin');
    // "franz xavermoser…" finds "Franz Xaver Moser…".
    await filterBy(page, 'Name', `franz xaver${marker}`);
    // One row left once the debounced filter reached the list (rows of earlier runs match before).
    await expect(requestRow(page, /Franz/)).toHaveCount(1);
    await expect(requestRow(page, new RegExp(`Franz Xaver ${marker}`))).toBeVisible();
    await screenshot(page, 'admin-requests-search-name');

    // "+43660…" finds "+43 660 …".
    await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();
    await filterBy(page, 'Telefonnummer', `+43660${digits}`);
    await expect(requestRow(page, /Franz/)).toHaveCount(1);
    await expect(requestRow(page, new RegExp(`Franz Xaver ${marker}`))).toBeVisible();
    await screenshot(page, 'admin-requests-search-phone');
  });

  test('a 3D model row offers the GLB and the USDZ with their sizes', async ({ page }) => {
    test.setTimeout(120_000);
    const catalogue = await page.request.get('/api/v1/houses/templates');
    const [house] = (await catalogue.json()) as { id: string }[];
    await openAsStaff(page, `/admin/template-houses/${house.id}`);
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
    await screenshot(page, 'admin-model-row-downloads');
    const [download] = await Promise.all([page.waitForEvent('download'), usdz.click()]);
    expect(download.suggestedFilename()).toMatch(/\.usdz$/);
    await expectNoMissingTranslations(page);
  });

  test(`on a phone the list, the filters behind their button and the model downloads fit ${PHONE_ONLY}`, async ({
    page,
    request,
  }) => {
    const marker = `Telefon${Date.now()}`;
    await createRequest(request, { firstName: 'Hanna', lastName: marker });
    await openAsStaff(page, '/admin');
    // Rows instead of the table; only the name search on the first screen.
    await expect(page.getByRole('button', { name: new RegExp(`Hanna ${marker}`) }).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Telefonnummer', exact: true })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Ansprechpartner' })).toHaveCount(0);
    for (const [filter, input] of [
      ['Telefonnummer', page.getByRole('textbox', { name: 'Telefonnummer', exact: true })],
      ['Ansprechpartner', page.getByRole('combobox', { name: 'Ansprechpartner' })],
    ] as const) {
      await page.getByRole('button', { name: 'Filter hinzufügen' }).click();
      await page.getByRole('menuitemcheckbox', { name: filter }).click();
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(input).toBeInViewport();
    }
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-requests-filters');

    const [house] = (await (await request.get('/api/v1/houses/templates')).json()) as { id: string }[];
    await openAsStaff(page, `/admin/template-houses/${house.id}`);
    const usdz = page.getByRole('link', { name: 'USDZ herunterladen' }).first();
    // The demo models are converted by the worker shortly after the start.
    await expect(async () => {
      await page.reload();
      await expect(usdz).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    await usdz.scrollIntoViewIfNeeded();
    await expect(usdz).toBeInViewport();
    await expect(page.getByRole('link', { name: 'GLB herunterladen' }).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-model-row-downloads');
    await expectNoMissingTranslations(page);
  });
});
