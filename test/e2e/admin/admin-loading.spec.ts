import { expect, test, type Page } from '../support/test';
import { STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import { createContactPerson, createRequest, expectNoHorizontalOverflow, screenshot } from './admin-support';

/** What the lists say when they are empty ("Keine … gefunden", "Noch keine … vorhanden"). */
const EMPTY_TEXT = /Keine |Noch keine/;

/** Holds every answer to the given list calls until released, so the page stays loading. */
async function holdListCalls(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** This file's rows; the lists open filtered to them, as other specs add rows meanwhile. */
const MARKER = `Laden ${Date.now()}`;
const filtered = (path: string, filter: Record<string, string>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const LISTS = [
  {
    name: 'requests',
    path: filtered('/admin/customer-requests', { fullName: `Lea ${MARKER}` }),
    heading: 'Kundenanfragen',
    calls: /\/api\/v1\/admin\/customer-requests\?/,
    loaded: `Lea ${MARKER}`,
  },
  {
    name: 'houses',
    path: filtered('/admin/template-houses', { q: 'Bungalow' }),
    heading: 'Häuser',
    calls: /\/api\/v1\/admin\/houses\/templates\?/,
    loaded: 'Bungalow',
  },
  {
    name: 'contact-people',
    path: filtered('/admin/contact-people', { q: `Lena ${MARKER}` }),
    heading: 'Ansprechpartner',
    calls: /\/api\/v1\/admin\/contact-people\?/,
    loaded: `Lena ${MARKER}`,
  },
];

const PAGES = [
  ...LISTS,
  {
    name: 'overview',
    path: '/admin/overview',
    heading: 'Übersicht',
    calls: /\/api\/v1\/admin\/customer-requests\?/,
    loaded: 'Anfragen nach Status',
  },
  {
    name: 'settings',
    path: '/admin/settings',
    heading: 'Einstellungen',
    calls: /\/api\/v1\/admin\/settings$/,
    loaded: 'Standard-Ansprechpartner',
  },
  {
    name: 'data-protection',
    path: '/admin/data-protection',
    heading: 'Datenschutz',
    calls: /\/api\/v1\/admin\/security-settings$/,
    loaded: 'Gespeicherte Planungen aufbewahren (Tage)',
  },
];

test.use({ storageState: STAFF_SESSION });

test.beforeAll(async ({ request }) => {
  // Something to load on every list.
  await createRequest(request, { firstName: 'Lea', lastName: MARKER });
  await createContactPerson(request, `Lena ${MARKER}`);
});

for (const { name, path, heading, calls, loaded } of PAGES) {
  test(`${heading} shows a skeleton, never an empty text, until its data is there`, async ({ page }) => {
    const release = await holdListCalls(page, calls);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const skeleton = page.getByRole('progressbar', { name: 'Wird geladen' });
    await expect(skeleton).toBeVisible();
    // Past react-admin's own one-second delays: still the skeleton, no "Keine …".
    await page.waitForTimeout(1500);
    await expect(skeleton).toBeVisible();
    await expect(page.getByText(EMPTY_TEXT)).toHaveCount(0);
    await screenshot(page, `admin-loading-${name}`);

    release();
    await expect(page.getByText(loaded).first()).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });
}

// Phones show the lists as rows, and their skeleton in that shape; the waiting is the desktop's above.
test(`the lists' row skeletons fit a phone until the rows are there ${PHONE_ONLY}`, async ({ page }) => {
  for (const { name, path, heading, calls, loaded } of LISTS) {
    const release = await holdListCalls(page, calls);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const skeleton = page.getByRole('progressbar', { name: 'Wird geladen' });
    await expect(skeleton).toBeVisible();
    await expect(page.getByText(EMPTY_TEXT)).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `admin-loading-${name}`);

    release();
    await expect(page.getByText(loaded).first()).toBeVisible();
    await expect(skeleton).toHaveCount(0);
    await page.unroute(calls);
  }
});
