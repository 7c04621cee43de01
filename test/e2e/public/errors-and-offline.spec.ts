import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots } from './public-support';

const UNKNOWN_HOUSE = '/configure/00000000-0000-4000-8000-000000000000';

test.describe('error pages and offline detection', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite konnte nicht gefunden werden');
    await expect(page.getByText('404')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'not-found');
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a link to a house that does not exist shows the error page with 404 and details', async ({ page }) => {
    await page.goto(UNKNOWN_HOUSE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Dieser Link funktioniert nicht')).toBeVisible();
    await page.getByRole('button', { name: 'Details anzeigen' }).click();
    await expect(page.getByText(/HOUSE_NOT_FOUND/)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'error-404');
    await page.getByRole('button', { name: 'Details ausblenden' }).click();
    await expect(page.getByText(/HOUSE_NOT_FOUND/)).toBeHidden();
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a server failure shows its status as headline and the API message', async ({ page }) => {
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

  test('losing the connection shows the German notification until it is back', async ({ page, context }) => {
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
