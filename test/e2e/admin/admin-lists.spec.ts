import { expect, test, type Page } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { AT_BOTH_SIZES, PHONE } from '../support/viewports';
import { createContactPerson, createRequest, expectNoMissingTranslations, screenshot } from './admin-support';

const LISTS = [
  {
    path: '/admin/customer-requests',
    heading: 'Kundenanfragen',
    columns: ['Erstellt am', 'Name', 'E-Mail', 'Telefonnummer', 'Status', 'Ansprechpartner', 'Aktionen'],
    calls: '/api/v1/admin/customer-requests?',
  },
  {
    path: '/admin/template-houses',
    heading: 'Häuser',
    columns: ['Name', 'Grundstücksform', 'Bauweise', 'Dachform', '3D-Modelle', 'Referenzbilder', 'Veröffentlicht'],
    calls: '/api/v1/admin/houses/templates?',
  },
  {
    path: '/admin/contact-people',
    heading: 'Ansprechpartner',
    columns: ['Foto', 'Name', 'E-Mail', 'Telefonnummer', 'Veröffentlicht', 'Benutzername', 'Aktionen'],
    calls: '/api/v1/admin/contact-people?',
  },
];

/** Words of react-admin's and MUI's English defaults ("Go to next page", "Profile", "Sort by" …). */
const ENGLISH =
  /\b(go to|page|rows|sort|profile|refresh|remove|open|close|next|previous|search|create|edit|delete|show|export|menu|loading|add)\b/i;

/** Every tooltip and accessible label on the page (MUI puts a tooltip's text into aria-label). */
async function labels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[title], [aria-label]')].flatMap((element) =>
      [element.getAttribute('title'), element.getAttribute('aria-label')].filter((text): text is string => !!text),
    ),
  );
}

test.beforeAll(async ({ request }) => {
  // Rows on every list, whatever ran before in this database.
  await createRequest(request, { firstName: 'Lisa', lastName: `Liste ${Date.now()}` });
  await createContactPerson(request, `Lukas Liste ${Date.now()}`);
});

test.describe('the lists on a desktop', () => {
  test.use({ storageState: STAFF_SESSION });

  test('keep the navbar buttons and the tables, headed and named in the browser tab', async ({ page }) => {
    await openAsStaff(page, '/admin/customer-requests');
    const navbar = page.getByRole('banner');
    await expect(navbar.getByRole('button', { name: 'Menü öffnen' })).toHaveCount(0);
    for (const { path, heading, columns } of LISTS) {
      await navbar.getByRole('link', { name: heading }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(navbar.getByRole('link', { name: heading })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} – Verwaltung`);
      await expect(page.getByRole('columnheader')).toContainText(columns);
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    }
    for (const area of [
      'Kundenanfragen',
      'Häuser',
      'Ansprechpartner',
      'Preise',
      'Übersicht',
      'Einstellungen',
      'Datenschutz',
    ]) {
      await expect(navbar.getByRole('link', { name: area })).toBeVisible();
    }
    await navbar.getByRole('link', { name: 'Übersicht' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await expect(page).toHaveTitle('Übersicht – Verwaltung');
    await expectNoMissingTranslations(page);
  });

  test('every list offers "Alle" entries per page', async ({ page }) => {
    await openAsStaff(page, '/admin/customer-requests');
    for (const { path, calls } of LISTS) {
      await page.goto(path);
      // The pagination is drawn again once the rows arrive: a click before that opens nothing.
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await page.getByRole('combobox', { name: /Einträge pro Seite/ }).click();
      await expect(page.getByRole('option')).toHaveText(['10', '25', '50', '100', 'Alle']);
      const all = page.waitForResponse(
        (response) => response.url().includes(calls) && decodeURIComponent(response.url()).includes('range=[0,999]'),
      );
      await page.getByRole('option', { name: 'Alle' }).click();
      expect((await all).status()).toBe(200);
      await expect(page.getByRole('combobox', { name: /Einträge pro Seite/ })).toHaveText('Alle');
    }
  });

  test('the sort tooltips of the column headers read as German', async ({ page }) => {
    await openAsStaff(page, '/admin/customer-requests');
    // Newest first, so the next click sorts the other way.
    await page.getByRole('columnheader', { name: 'Erstellt am' }).getByRole('button').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Sortieren nach Erstellt am, aufsteigend');
    await page.goto('/admin/template-houses');
    await page.getByRole('columnheader', { name: 'Bauweise' }).getByRole('button').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Sortieren nach Bauweise, aufsteigend');
  });

  test('the offline notice is a red error notice', async ({ page, context }) => {
    await openAsStaff(page, '/admin/customer-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Kundenanfragen' })).toBeVisible();
    await context.setOffline(true);
    const notice = page.getByRole('alert').filter({ hasText: 'Die Internetverbindung wurde unterbrochen.' });
    await expect(notice).toBeVisible();
    // The theme's error red (#a4000f), not the amber of a warning.
    await expect(notice).toHaveCSS('background-color', 'rgb(164, 0, 15)');
    await screenshot(page, 'admin-offline-notice');
    await context.setOffline(false);
  });
});

test('the login card says "Verwaltung - Login"', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung - Login' })).toBeVisible();
  await expect(page).toHaveTitle('Verwaltung - Login');
});

test.describe('the list pages at both sizes', () => {
  test.use({ storageState: STAFF_SESSION });

  test(`no English tooltip or label on the list pages ${AT_BOTH_SIZES}`, async ({ page }) => {
    await openAsStaff(page, '/admin/customer-requests');
    for (const { path, heading } of LISTS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Rows and the page buttons are there.
      await expect(page.getByText(/\d+–\d+ von \d+/)).toBeVisible();
      expect((await labels(page)).filter((text) => ENGLISH.test(text))).toEqual([]);
    }
    if (page.viewportSize()?.width === PHONE.width) {
      await page.goto('/admin/customer-requests');
      await expect(page.getByRole('button', { name: 'Sortieren nach Erstellt am, absteigend' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Zur nächsten Seite' })).toBeVisible();
    }
    await expectNoMissingTranslations(page);
  });
});
