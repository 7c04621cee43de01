import { expect, test, type Page } from '../support/test';
import { SCREENSHOTS_WANTED } from '../support/screenshots';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { AT_BOTH_SIZES } from '../support/viewports';
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  createContactPerson,
  createRequest,
  expectNoHorizontalOverflow,
  expectNoMissingTranslations,
  releaseViaApi,
  screenshot,
} from './admin-support';

/** Waits until a page shows its content. */
type Ready = (page: Page) => Promise<void>;

const text =
  (value: string): Ready =>
  (page) =>
    expect(page.getByText(value).first()).toBeVisible();

const textbox =
  (name: RegExp, value?: string): Ready =>
  (page) => {
    const box = page.getByRole('textbox', { name }).first();
    return value === undefined ? expect(box).toBeVisible() : expect(box).toHaveValue(value);
  };

/**
 * Opens a page, waits until its content is there (not a skeleton), checks that nothing sticks out
 * sideways and, when screenshots are asked for (E2E_SCREENSHOTS=1), photographs it whole.
 */
async function check(page: Page, path: string, ready: Ready, name: string): Promise<void> {
  await page.goto(path);
  await ready(page);
  await expectNoHorizontalOverflow(page);
  // Images and the fade-in of the last rows, for the picture only.
  if (SCREENSHOTS_WANTED) await page.waitForLoadState('networkidle');
  await screenshot(page, name);
}

test.describe('every admin page', () => {
  test.use({ storageState: STAFF_SESSION });

  test(`renders its content without sideways overflow ${AT_BOTH_SIZES}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const marker = `Bild${Date.now()}`;
    const person = await createContactPerson(request, `Petra ${marker}`);
    const requestId = await createRequest(request, {
      firstName: 'Sonja',
      lastName: marker,
      contactPersonId: person.id,
    });
    await releaseViaApi(request, requestId, 'SOLD');
    const [house] = (await (await request.get('/api/v1/houses/templates')).json()) as { id: string; name: string }[];

    const pages: [string, string, Ready][] = [
      ['overview', '/admin/overview', text('Anfragen nach Status')],
      // The lists open filtered to the entries shown: other specs add rows meanwhile.
      [
        'requests',
        `/admin/customer-requests?filter=${encodeURIComponent(JSON.stringify({ fullName: `Sonja ${marker}` }))}`,
        text(`Sonja ${marker}`),
      ],
      ['request-edit', `/admin/customer-requests/edit/${requestId}`, textbox(/^Nachname/, marker)],
      ['request-preview', `/admin/customer-requests/preview/${requestId}`, text(`Sonja ${marker}`)],
      ['request-create', '/admin/customer-requests/create', textbox(/^Vorname/)],
      [
        'houses',
        `/admin/template-houses?filter=${encodeURIComponent(JSON.stringify({ q: house.name }))}`,
        text(house.name),
      ],
      ['house-create', '/admin/template-houses/create', textbox(/^Name$/)],
      ['house-edit', `/admin/template-houses/${house.id}`, textbox(/^Name/, house.name)],
      [
        'contact-people',
        `/admin/contact-people?filter=${encodeURIComponent(JSON.stringify({ q: `Petra ${marker}` }))}`,
        text(`Petra ${marker}`),
      ],
      ['contact-person-create', '/admin/contact-people/create', textbox(/^Name/)],
      ['contact-person-edit', `/admin/contact-people/${person.id}`, textbox(/^Name/, `Petra ${marker}`)],
      ['prices', '/admin/prices', textbox(/^Hinweistext/)],
      ['settings', '/admin/settings', textbox(/^Name des Anbieters/)],
    ];
    await openAsStaff(page, '/admin/overview');
    for (const [name, path, ready] of pages) {
      await check(page, path, ready, `page-${name}`);
    }
    await expectNoMissingTranslations(page);
  });
});

test(`the login page renders without sideways overflow ${AT_BOTH_SIZES}`, async ({ page }) => {
  await check(page, '/admin/login', (login) => expect(login.getByLabel('Benutzername')).toBeVisible(), 'page-login');
});

test(`the queue board renders without sideways overflow ${AT_BOTH_SIZES}`, async ({ browser, viewport }) => {
  // A staff page of the API (Bull Board), behind the staff login as basic auth.
  const board = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport,
    httpCredentials: { username: ADMIN_USER, password: ADMIN_PASSWORD },
  });
  const page = await board.newPage();
  await page.goto('/ops/queues');
  await text('Warteschlangen')(page);
  // Bull Board's status tabs scroll inside their own row (more of them once jobs have failed), so
  // only the page itself is checked: it must not scroll sideways.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(viewport!.width);
  await screenshot(page, 'page-queue-board');
  await board.close();
});
