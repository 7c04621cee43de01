import { expect, test } from '@playwright/test';
import { createPublishedHouse, staffToken } from '../public/public-support';
import { expectNoMissingTranslations, loginAsStaff, screenshot } from './admin-support';

for (const width of [1440, 390]) {
  test(`withdrawing a publication asks first; cancelling keeps the house published (${width} px)`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    const name = `Villa Rückzug ${width} ${Date.now()}`;
    const token = await staffToken(page.request);
    const id = await createPublishedHouse(page.request, token, {
      name,
      propertyShape: 'STRAIGHT',
      constructionMethod: 'WOODEN',
      roofShape: 'GABLE',
      sizeInSqm: 118.5,
    });
    const catalogueNames = async () =>
      ((await (await page.request.get('/api/v1/houses/templates')).json()) as { name: string }[]).map(
        (house) => house.name,
      );

    await loginAsStaff(page, `/admin/template-houses/${id}`);
    const withdraw = page.getByRole('button', { name: 'Veröffentlichung zurückziehen' });
    await withdraw.click();
    const confirm = page.getByRole('dialog', { name: `Veröffentlichung von „${name}“ zurückziehen?` });
    await expect(confirm).toContainText(`Kunden sehen das Haus „${name}“ dann nicht mehr im Katalog.`);
    // The dialog fades in; the screenshot shows it settled.
    await page.waitForTimeout(300);
    await screenshot(page, `admin-house-withdraw-confirm-${width}`);
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText('Veröffentlicht', { exact: true })).toBeVisible();
    expect(await catalogueNames()).toContain(name);

    await withdraw.click();
    await confirm.getByRole('button', { name: 'Veröffentlichung zurückziehen' }).click();
    await expect(page.getByText('Die Veröffentlichung wurde zurückgezogen.')).toBeVisible();
    await expect(page.getByText('Nicht veröffentlicht', { exact: true })).toBeVisible();
    expect(await catalogueNames()).not.toContain(name);
    await screenshot(page, `admin-house-withdrawn-${width}`);
    await expectNoMissingTranslations(page);
  });
}
