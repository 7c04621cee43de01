import { expect, test, type Page } from '../support/test';
import { PHONE_ONLY } from '../support/viewports';
import { viewportShot } from './a11y-support';
import { expectAccessible, expectNoHorizontalOverflow } from './public-support';

const UNKNOWN_STAGE = '00000000-0000-4000-8000-000000000000';

const filterCookie = async (page: Page) =>
  decodeURIComponent(
    (await page.context().cookies()).find((cookie) => cookie.name === 'configure-filter')?.value ?? '',
  );

const houseCards = (page: Page) => page.locator('main article');

test.describe('filter, stage and offline behaviour', () => {
  test('"Filter zurücksetzen" clears the living-area fields at once and for good', async ({ page }) => {
    await page.goto('/configure');
    const from = page.getByLabel('Wohnfläche von');
    const to = page.getByLabel('Wohnfläche bis');
    await from.fill('100');
    await to.fill('150');
    await expect.poll(() => filterCookie(page)).toContain('"to":150');
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(from).toHaveValue('');
    await expect(to).toHaveValue('');
    // The earlier numbers do not come back after the fields' pause (400 ms).
    await page.waitForTimeout(1000);
    await expect(from).toHaveValue('');
    await expect(to).toHaveValue('');
    expect(await filterCookie(page)).not.toMatch(/"from"|"to"/);

    // A number typed but not yet committed is dropped as well.
    await from.fill('120');
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await page.waitForTimeout(1000);
    await expect(from).toHaveValue('');
    expect(await filterCookie(page)).not.toContain('"from"');
  });

  test('an unknown construction stage in the address selects nothing and disables "Weiter"', async ({ page }) => {
    // A stage chosen before must not stand in for the unknown one.
    await page.goto('/choose-construction-stage');
    await page.getByText('Ausbauhaus', { exact: true }).click();
    await expect(page).toHaveURL(/\/choose-construction-stage\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: 'Weiter' })).toBeVisible();

    await page.goto(`/choose-construction-stage/${UNKNOWN_STAGE}`);
    await expect(page.getByRole('radio').first()).toBeVisible();
    for (const radio of await page.getByRole('radio').all()) await expect(radio).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Weiter' })).toHaveCount(0);
    await expect(page.getByText('Diese Ausbaustufe gibt es nicht (mehr).')).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expectAccessible(page);
    await viewportShot(page, 'public-stage-unknown');

    // Choosing one of the offered stages goes on as usual.
    await page.getByText('Ausbauhaus', { exact: true }).click();
    await expect(page).toHaveURL(/\/choose-construction-stage\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('link', { name: 'Weiter' })).toBeVisible();
    await expect(page.getByText('Diese Ausbaustufe gibt es nicht (mehr).')).toHaveCount(0);
  });

  test('offline, a filter change keeps the list and says so; back online the filter applies', async ({
    page,
    context,
  }) => {
    await page.goto('/configure');
    await page.getByLabel('Bauweise').selectOption('');
    await page.getByLabel('Grundstücksform').selectOption('');
    await expect(page.getByRole('heading', { name: /passende Musterhäuser/ })).toBeVisible();
    const all = await houseCards(page).count();
    expect(all).toBeGreaterThan(3);

    const calls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/v1/houses/templates')) calls.push(sent.url());
    });
    await context.setOffline(true);
    await expect(page.getByText('Die Internetverbindung wurde unterbrochen.')).toBeVisible();
    await page.getByLabel('Bauweise').selectOption('WOODEN');
    const notice = page.getByText(/Keine Internetverbindung: Sie sehen das letzte Suchergebnis/);
    await expect(notice).toBeVisible();
    // The list stays as it was, without a loading state or an error in its place.
    await page.waitForTimeout(1500);
    await expect(houseCards(page)).toHaveCount(all);
    await expect(page.getByText('Musterhäuser werden geladen')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
    // The lost-connection notice is still the one in the snackbar.
    await expect(page.getByText('Die Internetverbindung wurde unterbrochen.')).toBeVisible();
    await viewportShot(page, 'public-configure-offline');

    await context.setOffline(false);
    await expect(notice).toBeHidden();
    await expect.poll(() => calls.some((url) => url.includes('constructionMethod=WOODEN'))).toBe(true);
    await expect(page.getByText('Musterhäuser werden geladen')).toHaveCount(0);
    const wooden = await houseCards(page).count();
    expect(wooden).toBeGreaterThan(0);
    expect(wooden).toBeLessThan(all);
  });

  // The behaviour above at the desktop size; on a phone the filter and the stage notice fit and work.
  test(`the filter and the unknown-stage notice fit a phone ${PHONE_ONLY}`, async ({ page }) => {
    await page.goto('/configure');
    const from = page.getByLabel('Wohnfläche von');
    await from.fill('100');
    await expect.poll(() => filterCookie(page)).toContain('"from":100');
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(from).toHaveValue('');
    await expectNoHorizontalOverflow(page);

    await page.goto(`/choose-construction-stage/${UNKNOWN_STAGE}`);
    await expect(page.getByText('Diese Ausbaustufe gibt es nicht (mehr).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });
});
