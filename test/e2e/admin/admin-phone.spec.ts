import { expect, test, type Locator, type Page } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import {
  createContactPerson,
  createRequest,
  createStaffLogin,
  expectNoHorizontalOverflow,
  expectNoMissingTranslations,
  loginAsStaff,
  screenshot,
} from './admin-support';

/** Whether two elements' boxes on screen share any area. */
async function overlap(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) throw new Error('element not rendered');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Scrolled to the end of the page, the last row (with its status or published chip) and the page
 * buttons below it are wholly in view and clear of the floating "+".
 */
async function expectListEndClearOfCreateButton(page: Page, createLabel: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const fab = page.getByRole('link', { name: createLabel });
  await expect(fab).toBeInViewport({ ratio: 1 });
  for (const element of [
    page.locator('li:has(.RaSimpleList-tertiary)').last(),
    page.getByRole('button', { name: 'Zur nächsten Seite' }),
  ]) {
    await expect(element).toBeInViewport({ ratio: 1 });
    expect(await overlap(element, fab)).toBe(false);
  }
}

/** The navigation sits behind the menu button of the navbar. */
async function openArea(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('menuitem', { name }).click();
}

test.describe(`the admin on a phone ${PHONE_ONLY}`, () => {
  test.use({ storageState: STAFF_SESSION });

  test('each list and the overview fit the screen, named in a heading and the browser tab', async ({ page }) => {
    const marker = `Phone ${Date.now()}`;
    const person = await createContactPerson(page, `Paula ${marker}`);
    await createRequest(page, { firstName: 'Mia', lastName: marker, contactPersonId: person.id });
    await openAsStaff(page, '/admin/customer-requests');

    for (const [area, ready] of [
      ['Kundenanfragen', `Mia ${marker}`],
      ['Häuser', 'Bungalow'],
      ['Ansprechpartner', `Paula ${marker}`],
      ['Übersicht', 'Anfragen nach Status'],
      ['Einstellungen', 'Standard-Ansprechpartner'],
      ['Datenschutz', 'Auskunft und Löschung'],
    ]) {
      await openArea(page, area);
      await expect(page.getByRole('heading', { level: 1, name: area })).toBeVisible();
      await expect(page).toHaveTitle(`${area} – Verwaltung`);
      // Earlier tests leave many contact people: the new one is searched for, not paged to.
      if (area === 'Ansprechpartner') {
        await page.getByRole('textbox', { name: 'Suchen' }).fill(ready);
        // The search reaches the address after a pause; a menu click before it would be undone by it.
        await expect(page).toHaveURL(/filter=/);
      }
      await expect(page.getByText(ready).first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      // The areas are not navbar buttons on a phone: they would push the account menu off screen.
      await expect(page.getByRole('banner').getByRole('link', { name: area })).toHaveCount(0);
    }
    await expectNoMissingTranslations(page);
  });

  test('the navigation menu marks the current area and leads to the others', async ({ page }) => {
    await openAsStaff(page, '/admin');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Kundenanfragen',
      'Häuser',
      'Ansprechpartner',
      'Preise',
      'Übersicht',
      'Einstellungen',
      'Datenschutz',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Kundenanfragen' })).toHaveAttribute('aria-current', 'page');
    await screenshot(page, 'admin-phone-navigation-menu');
    await menu.getByRole('menuitem', { name: 'Häuser' }).click();
    await expect(page).toHaveURL(/\/admin\/template-houses$/);
    await expect(menu).toBeHidden();
  });

  test.describe('logged in through the form', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    // A colleague's own login: see createStaffLogin.
    test('the account menu names the user and logs out', async ({ page }) => {
      const colleague = await createStaffLogin(page);
      await loginAsStaff(page, '/admin/template-houses', colleague);
      const account = page.getByRole('button', { name: 'Profil' });
      await expect(account).toBeInViewport();
      await account.click();
      await expect(page.getByText(`Angemeldet als ${colleague.username}`)).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Überall abmelden' })).toBeVisible();
      await screenshot(page, 'admin-phone-account-menu');
      await page.getByRole('menuitem', { name: 'Abmelden', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByLabel('Benutzername')).toBeVisible();
    });
  });

  test('a request row opens its edit page; the other filters sit behind the filter button', async ({ page }) => {
    const marker = `Phone ${Date.now()}`;
    const person = await createContactPerson(page, `Peter ${marker}`);
    const id = await createRequest(page, { firstName: 'Mia', lastName: marker, contactPersonId: person.id });
    await openAsStaff(page, '/admin/customer-requests');

    // Only the name search is on the first screen; the create button floats in view.
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-Mail' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Anfrage erfassen' })).toBeInViewport();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(marker);
    // The search applies after react-admin's debounce, with the filters shown when it began: a
    // filter added before it lands would be dropped again.
    await expect.poll(() => decodeURIComponent(page.url())).toContain(marker);
    const row = page.getByRole('button', { name: new RegExp(`Mia ${marker}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Offen');
    await expect(row).toContainText(`Peter ${marker}`);
    await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await screenshot(page, 'admin-phone-requests');

    await page.getByRole('button', { name: 'Filter hinzufügen' }).click();
    const filters = page.getByRole('menu');
    await expect(filters.getByRole('menuitemcheckbox')).toHaveText([
      'E-Mail',
      'Telefonnummer',
      'Status',
      'Ansprechpartner',
    ]);
    await filters.getByRole('menuitemcheckbox', { name: 'Status' }).click();
    await expect(filters).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-phone-requests-filter');

    await row.click();
    await expect(page).toHaveURL(new RegExp(`/admin/customer-requests/edit/${id}$`));
    await expect(page.getByRole('textbox', { name: /^Nachname/ })).toHaveValue(marker);
    await expectNoHorizontalOverflow(page);
    await expectNoMissingTranslations(page);
  });

  test("the floating create button leaves a list's last row and page buttons in view", async ({ page }) => {
    const marker = `Unten ${Date.now()}`;
    // More rows than fit on the screen, all found by the one search.
    for (let index = 0; index < 12; index += 1) {
      await createRequest(page, { firstName: `Nina${index}`, lastName: marker });
    }
    await openAsStaff(
      page,
      `/admin/customer-requests?filter=${encodeURIComponent(JSON.stringify({ fullName: marker }))}`,
    );
    await expect(page.getByRole('button', { name: new RegExp(marker) })).toHaveCount(12);
    await expectListEndClearOfCreateButton(page, 'Anfrage erfassen');

    await openAsStaff(page, '/admin/template-houses');
    await expect(page.getByRole('link', { name: /Bungalow Ahornweg/ })).toBeVisible();
    await expectListEndClearOfCreateButton(page, 'Erstellen');
  });

  test('a house row opens its edit page; the create button is in view', async ({ page }) => {
    await openAsStaff(page, '/admin/template-houses');
    await expect(page.getByRole('link', { name: 'Erstellen' })).toBeInViewport();
    await expect(page.getByRole('combobox', { name: 'Bauweise' })).toHaveCount(0);
    const row = page.getByRole('link', { name: /Bungalow Ahornweg/ });
    await expect(row).toContainText(/\d+ 3D-Modelle?/);
    await expect(row).toContainText(/veröffentlicht/i);
    await page.getByRole('button', { name: 'Filter hinzufügen' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Bauweise' }).click();
    await expect(page.getByRole('combobox', { name: 'Bauweise' })).toBeVisible();
    await page.keyboard.press('Escape');

    await row.click();
    await expect(page).toHaveURL(/\/admin\/template-houses\/[^/]+$/);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Bungalow Ahornweg');
    await expectNoMissingTranslations(page);
  });

  test('the house edit page fits the screen', async ({ page }) => {
    const [house] = (await (await page.request.get('/api/v1/houses/templates')).json()) as { id: string }[];
    await openAsStaff(page, `/admin/template-houses/${house.id}`);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveValue('');
    await expectNoHorizontalOverflow(page);
  });

  test('a contact person row opens the edit page; the create button is in view', async ({ page }) => {
    const name = `Paul Phone ${Date.now()}`;
    const email = `phone${Date.now()}@example.at`;
    await createContactPerson(page, name, email);
    await openAsStaff(page, '/admin/contact-people');
    await expect(page.getByRole('link', { name: 'Erstellen' })).toBeInViewport();
    await page.getByRole('textbox', { name: 'Suchen' }).fill(name);
    // The search reaches the address after a pause; a row click before it would be undone by it.
    await expect(page).toHaveURL(/filter=/);
    const row = page.getByRole('link', { name: new RegExp(name) });
    await expect(row).toContainText(email);
    await expect(row).toContainText('Nicht veröffentlicht');
    await expect(page.getByRole('link', { name: /Phone/ })).toHaveCount(1);

    await row.click();
    await expect(page).toHaveURL(/\/admin\/contact-people\/[^/]+$/);
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
    await expectNoHorizontalOverflow(page);
    await expectNoMissingTranslations(page);
  });

  test('the create pages fit the screen too', async ({ page }) => {
    await openAsStaff(page, '/admin/customer-requests/create');
    for (const path of [
      '/admin/customer-requests/create',
      '/admin/template-houses/create',
      '/admin/contact-people/create',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Speichern' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
  });
});
