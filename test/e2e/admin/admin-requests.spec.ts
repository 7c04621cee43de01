import { expect, test, type APIRequestContext, type Browser, type Locator } from '../support/test';
import { AUTH_REFRESH_TOKEN_KEY, AUTH_TOKEN_KEY, AUTH_USER_KEY, type CatalogueHouseDto } from '@hauskonfig/shared';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { AT_BOTH_SIZES } from '../support/viewports';
import {
  createRequest,
  expectNoHorizontalOverflow,
  expectNoMissingTranslations,
  releaseViaApi,
  screenshot,
} from './admin-support';

/** A request as a visitor sends it, for a demo house: its sent plan names the house's 3D model and file. */
async function sendRequestForHouse(request: APIRequestContext, firstname: string): Promise<string> {
  const houses = (await (await request.get('/api/v1/houses/templates')).json()) as CatalogueHouseDto[];
  const settings = (await (await request.get('/api/v1/settings')).json()) as { privacyVersion: number };
  const sent = await request.post('/api/v1/customer-requests/incoming', {
    data: {
      email: `vorschau${Date.now()}@example.at`,
      firstname,
      lastname: `Vorschau ${Date.now()}`,
      phoneNumber: '0664 1234567',
      houseId: houses[0].id,
      constructionWorkIds: [],
      privacyConsent: true,
      privacyVersion: settings.privacyVersion,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { id: string }).id;
}

/** The customer area of a released request, in a browser of its own, logged in as the customer. */
async function customerArea(browser: Browser, baseURL: string, access: { loginCode: string; password: string }) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/v1/auth/customer-login', {
    data: { loginCode: access.loginCode, password: access.password },
  });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as { accessToken: string; refreshToken: string; user: unknown };
  const page = await context.newPage();
  await page.goto('/impressum');
  await page.evaluate(
    ([keys, stored]) => {
      localStorage.setItem(keys[0], stored.accessToken);
      localStorage.setItem(keys[1], stored.refreshToken);
      localStorage.setItem(keys[2], JSON.stringify(stored.user));
    },
    [[AUTH_TOKEN_KEY, AUTH_REFRESH_TOKEN_KEY, AUTH_USER_KEY], session] as const,
  );
  await page.goto('/');
  return { page, close: () => context.close() };
}

const headingsOf = (area: Locator) => area.locator('h1, h2, h3').allInnerTexts();

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

  test(`previews a released request in the customer's words, without file names ${AT_BOTH_SIZES}`, async ({
    page,
    request,
    browser,
  }) => {
    const id = await sendRequestForHouse(request, 'Paula');
    const access = await releaseViaApi(request, id);
    await openAsStaff(page, `/admin/customer-requests/preview/${id}`);
    const view = page.getByRole('article', { name: 'Ansicht des Kunden' });
    await expect(view.getByRole('heading', { name: 'Ihre Planung, Paula' })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Ihre Planung wie gesendet' })).toBeVisible();
    await expect(view.locator('img[alt^="Vorschaubild von"]')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-request-preview');
    const shown = await view.innerText();
    // No internal file name (the sent model's "….web.glb") and none of the staff's own wording.
    expect(shown).not.toMatch(/\.glb|\(Datei /);
    for (const staffWording of [
      'Gesendete Planung',
      'So hat der Kunde',
      'Diese Angaben bleiben so',
      'Persönliche Daten',
    ]) {
      expect(shown).not.toContain(staffWording);
    }

    // Every heading the customer sees is there, in the same words.
    const customer = await customerArea(browser, new URL(page.url()).origin, access);
    try {
      await expect(customer.page.getByRole('heading', { level: 1 })).toHaveText('Ihre Planung, Paula');
      await expect(customer.page.getByRole('heading', { name: 'Ihre Daten' })).toBeVisible();
      const customerHeadings = await headingsOf(customer.page.locator('main'));
      expect(customerHeadings.length).toBeGreaterThan(5);
      expect(await headingsOf(view)).toEqual(expect.arrayContaining(customerHeadings));
    } finally {
      await customer.close();
    }

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
