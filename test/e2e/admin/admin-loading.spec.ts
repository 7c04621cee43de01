import { expect, test, type Page } from '@playwright/test';
import { createContactPerson, createRequest, loginAsStaff, screenshot } from './admin-support';

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

const PAGES = [
  {
    name: 'requests',
    path: '/admin/customer-requests',
    heading: 'Kundenanfragen',
    calls: /\/api\/v1\/admin\/customer-requests\?/,
    loaded: /Lea Laden/,
  },
  {
    name: 'houses',
    path: '/admin/template-houses',
    heading: 'Häuser',
    calls: /\/api\/v1\/admin\/houses\/templates\?/,
    loaded: /Bungalow/,
  },
  {
    name: 'contact-people',
    path: '/admin/contact-people',
    heading: 'Ansprechpartner',
    calls: /\/api\/v1\/admin\/contact-people\?/,
    loaded: /Lena Laden/,
  },
  {
    name: 'overview',
    path: '/admin/overview',
    heading: 'Übersicht',
    calls: /\/api\/v1\/admin\/customer-requests\?/,
    loaded: /Anfragen nach Status/,
  },
  {
    name: 'settings',
    path: '/admin/settings',
    heading: 'Einstellungen',
    calls: /\/api\/v1\/admin\/settings$/,
    loaded: /Standard-Ansprechpartner/,
  },
];

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test.describe(`loading at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test.beforeAll(async ({ request }) => {
      // Something to load on every list, whatever ran before in this database.
      await createRequest(request, { firstName: 'Lea', lastName: `Laden ${Date.now()}` });
      await createContactPerson(request, `Lena Laden ${Date.now()}`);
    });

    for (const { name, path, heading, calls, loaded } of PAGES) {
      test(`${heading} shows a skeleton, never an empty text, until its data is there`, async ({ page }) => {
        await loginAsStaff(page, '/admin/overview');
        const release = await holdListCalls(page, calls);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const skeleton = page.getByRole('progressbar', { name: 'Wird geladen' });
        await expect(skeleton).toBeVisible();
        // Past react-admin's own one-second delays: still the skeleton, no "Keine …".
        await page.waitForTimeout(1500);
        await expect(skeleton).toBeVisible();
        await expect(page.getByText(EMPTY_TEXT)).toHaveCount(0);
        await screenshot(page, `admin-loading-${name}-${width}`);

        release();
        await expect(page.getByText(loaded).first()).toBeVisible();
        await expect(skeleton).toHaveCount(0);
      });
    }
  });
}
