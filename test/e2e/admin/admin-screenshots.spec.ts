import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  createContactPerson,
  createRequest,
  loginAsStaff,
  releaseViaApi,
  screenshot,
} from './admin-support';

/** Desktop and phone: every admin page is photographed at both, to be looked at after a run. */
const VIEWPORTS = [
  [1440, 900],
  [390, 844],
] as const;

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

/** Opens an admin page, waits until its content is there (not a skeleton) and saves a full-page screenshot. */
async function shoot(page: Page, path: string, ready: Ready, name: string): Promise<void> {
  await page.goto(path);
  await ready(page);
  // Images and the fade-in of the last rows.
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
}

for (const [width, height] of VIEWPORTS) {
  test(`screenshots of every admin page at ${width} px`, async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const marker = `Bild${width}x${Date.now()}`;
    const person = await createContactPerson(request, `Petra ${marker}`);
    const requestId = await createRequest(request, {
      firstName: 'Sonja',
      lastName: marker,
      contactPersonId: person.id,
    });
    await releaseViaApi(request, requestId, 'SOLD');
    const [house] = (await (await request.get('/api/v1/houses/templates')).json()) as { id: string; name: string }[];

    await page.goto('/admin/login');
    await expect(page.getByLabel('Benutzername')).toBeVisible();
    await screenshot(page, `page-login-${width}`);
    await loginAsStaff(page, '/admin/overview');

    const pages: [string, string, Ready][] = [
      ['overview', '/admin/overview', text('Anfragen nach Status')],
      ['requests', '/admin/customer-requests', text(`Sonja ${marker}`)],
      ['request-edit', `/admin/customer-requests/edit/${requestId}`, textbox(/^Nachname/, marker)],
      ['request-preview', `/admin/customer-requests/preview/${requestId}`, text(`Sonja ${marker}`)],
      ['request-create', '/admin/customer-requests/create', textbox(/^Vorname/)],
      // Earlier tests leave many rows: the lists open filtered to the entries shown.
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
      ['settings', '/admin/settings', textbox(/^Name des Anbieters/)],
    ];
    for (const [name, path, ready] of pages) {
      await shoot(page, path, ready, `page-${name}-${width}`);
    }

    // The queue board is a staff page of the API (Bull Board behind the staff login as basic auth).
    const board = await browser.newContext({
      viewport: { width, height },
      httpCredentials: { username: ADMIN_USER, password: ADMIN_PASSWORD },
    });
    const boardPage = await board.newPage();
    await shoot(boardPage, '/ops/queues', text('Warteschlangen'), `page-queue-board-${width}`);
    await board.close();
  });
}
