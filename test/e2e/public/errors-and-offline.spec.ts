import { allowConsole, expect, PROVOKED, test } from '../support/test';
import { PHONE_ONLY } from '../support/viewports';
import { catalogueDemoHouse, expectAccessible, screenshots } from './public-support';

const UNKNOWN_HOUSE = '/configure/00000000-0000-4000-8000-000000000000';

// The viewer's failures are provoked here: a chunk that does not load, no WebGL.
test.use(allowConsole(PROVOKED.chunkNotLoaded, PROVOKED.noWebGl));

test.describe('error pages and offline detection', () => {
  // On a phone, where a lost connection is most often met.
  test(`an unknown address shows the not-found page ${PHONE_ONLY}`, async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite konnte nicht gefunden werden');
    await expect(page.getByText('404')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'not-found');
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test(`a server failure shows its status as headline and the API message ${PHONE_ONLY}`, async ({ page }) => {
    await page.route('**/api/v1/houses/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Testfehler des Servers.' }),
      }),
    );
    await page.goto(UNKNOWN_HOUSE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('500');
    await expect(page.getByRole('alert').filter({ hasText: 'Testfehler des Servers.' })).toBeVisible();
    await screenshots(page, 'error-500');
  });

  test(`losing the connection shows the German notification until it is back ${PHONE_ONLY}`, async ({
    page,
    context,
  }) => {
    await page.goto('/configure/property-shape');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Die Internetverbindung wurde unterbrochen.' }),
    ).toBeVisible();
    await screenshots(page, 'offline');
    await context.setOffline(false);
    await expect(page.getByText('Die Internetverbindung ist wieder da.')).toBeVisible();
  });

  test(`a 3D viewer that fails to load stays inside its section and loads on retry ${PHONE_ONLY}`, async ({
    page,
    request,
  }) => {
    const house = await catalogueDemoHouse(request);
    await page.route('**/assets/HouseViewer-*.js', (route) => route.abort('connectionreset'));
    await page.goto(`/configure/${house.id}`);
    await page.getByRole('button', { name: '3D-Ansicht starten' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Die 3D-Ansicht konnte nicht geladen werden.' });
    await expect(failure).toBeVisible();
    // The rest of the page stays usable.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(house.name);
    await page.unrouteAll();
    await failure.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByTestId('house-viewer')).toBeVisible();
    await expect(failure).toBeHidden();
  });

  test(`without WebGL the viewer says so and keeps its controls ${PHONE_ONLY}`, async ({ page, request }) => {
    const house = await catalogueDemoHouse(request);
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        return kind.startsWith('webgl') || kind === 'experimental-webgl'
          ? null
          : (getContext as (...args: unknown[]) => unknown).call(this, kind, ...rest);
      } as typeof getContext;
    });
    await page.goto(`/configure/${house.id}`);
    await page.getByRole('button', { name: '3D-Ansicht starten' }).click();
    const viewer = page.getByTestId('house-viewer');
    await expect(viewer.getByRole('alert')).toContainText('WebGL ist nicht verfügbar');
    await expect(page.getByText('Die 3D-Ansicht konnte nicht geladen werden.')).toBeHidden();
    await screenshots(page, 'viewer-without-webgl');
    await viewer.getByRole('button', { name: '3D-Ansicht verlassen' }).click();
    await expect(page.getByRole('button', { name: '3D-Ansicht starten' })).toBeVisible();
  });

  test('Internet Explorer users are sent to the start page, which warns them', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    });
    const page = await context.newPage();
    await page.goto('/configure');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Internet Explorer wird nicht unterstützt')).toBeVisible();
    await context.close();
  });
});
