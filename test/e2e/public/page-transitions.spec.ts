import { expect, test, type Page } from '../support/test';

/** Every inline opacity the page container under <main> has had since the page loaded. */
const opacitiesSeen = (page: Page) => page.evaluate(() => (window as unknown as { opacities: string[] }).opacities);

test.describe('page transitions', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { opacities: string[] }).opacities = seen;
      const record = () => {
        document.querySelectorAll<HTMLElement>('#main > div').forEach((page) => seen.push(page.style.opacity));
      };
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['style'],
      });
    });
  });

  test('the first page shows at once; the next one fades out and in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo-Konfigurator für Ihr Fertighaus');
    const firstPage = await opacitiesSeen(page);
    expect(firstPage.length).toBeGreaterThan(0);
    // It replaces the static shell of index.html: fading it in would only delay its content.
    expect(firstPage).not.toContain('0');

    await page.getByRole('link', { name: 'Jetzt Haus konfigurieren' }).click();
    await expect(page).toHaveURL(/\/configure\/property-shape$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(async () => (await opacitiesSeen(page)).slice(firstPage.length))
      .toEqual(expect.arrayContaining(['0', '1']));
    await expect(page.locator('#main > div')).toHaveCSS('opacity', '1');
  });
});
