import { expect, test } from '../support/test';
import { createPublishedHouse, staffToken } from '../public/public-support';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import { expectNoHorizontalOverflow, expectNoMissingTranslations, screenshot } from './admin-support';

test.use({ storageState: STAFF_SESSION });

test('withdrawing a publication asks first; cancelling keeps the house published', async ({ page }) => {
  test.setTimeout(150_000);
  const name = `Villa Rückzug ${Date.now()}`;
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

  await openAsStaff(page, `/admin/template-houses/${id}`);
  const withdraw = page.getByRole('button', { name: 'Veröffentlichung zurückziehen' });
  await withdraw.click();
  const confirm = page.getByRole('dialog', { name: `Veröffentlichung von „${name}“ zurückziehen?` });
  await expect(confirm).toContainText(`Kunden sehen das Haus „${name}“ dann nicht mehr im Katalog.`);
  await screenshot(page, 'admin-house-withdraw-confirm');
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('Veröffentlicht', { exact: true })).toBeVisible();
  expect(await catalogueNames()).toContain(name);

  await withdraw.click();
  await confirm.getByRole('button', { name: 'Veröffentlichung zurückziehen' }).click();
  await expect(page.getByText('Die Veröffentlichung wurde zurückgezogen.')).toBeVisible();
  await expect(page.getByText('Nicht veröffentlicht', { exact: true })).toBeVisible();
  expect(await catalogueNames()).not.toContain(name);
  await screenshot(page, 'admin-house-withdrawn');
  await expectNoMissingTranslations(page);
});

test(`the withdraw question fits a phone ${PHONE_ONLY}`, async ({ page }) => {
  // A published demo house: the question is only opened and cancelled, the house stays published.
  const [house] = (await (await page.request.get('/api/v1/houses/templates')).json()) as { id: string; name: string }[];
  await openAsStaff(page, `/admin/template-houses/${house.id}`);
  await page.getByRole('button', { name: 'Veröffentlichung zurückziehen' }).click();
  const confirm = page.getByRole('dialog', { name: `Veröffentlichung von „${house.name}“ zurückziehen?` });
  await expect(confirm.getByRole('button', { name: 'Veröffentlichung zurückziehen' })).toBeInViewport();
  await expect(confirm.getByRole('button', { name: 'Abbrechen' })).toBeInViewport();
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'admin-house-withdraw-confirm');
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('Veröffentlicht', { exact: true })).toBeVisible();
  await expectNoMissingTranslations(page);
});
