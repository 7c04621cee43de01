import { expect, test } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { expectNoMissingTranslations, screenshot } from './admin-support';
import {
  AMOUNT_ERROR,
  firstOption,
  priceGuide,
  pricePage,
  restorePriceGuide,
  saveButton,
  shape,
  type PriceGuide,
} from './prices-support';

// Serial: the price guide is what every public page's prices come from.
test.use({ storageState: STAFF_SESSION });

test.describe('Preise', () => {
  let kept: PriceGuide;
  test.beforeAll(async ({ request }) => {
    kept = await priceGuide(request);
  });
  test.afterAll(async ({ request }) => {
    await restorePriceGuide(request, kept);
  });

  test('sets Baunebenkosten by plot shape and an option price; saved, they are shown again', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const before = await priceGuide(request);
    const { stage, work } = await firstOption(request);
    const marker = Date.now();
    const lineNumber = before.extraCosts.length + 1;

    await openAsStaff(page, '/admin/overview');
    await page.getByRole('banner').getByRole('link', { name: 'Preise' }).click();
    await expect(page).toHaveURL(/\/admin\/prices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Preise' })).toBeVisible();
    await expect(page).toHaveTitle('Preise – Verwaltung');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Preise' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pricePage.disclaimer(page)).toHaveValue(before.disclaimer);

    await pricePage.priceDate(page).fill('2026-11-27');
    const disclaimer = `Unverbindliche Richtpreise inkl. USt., kein Angebot (${marker}).`;
    await pricePage.disclaimer(page).fill(disclaimer);
    await pricePage.addExtraCost(page).click();
    const line = pricePage.extraCost(page, lineNumber);
    await line.getByRole('textbox', { name: /^Bezeichnung/ }).fill(`Erdarbeiten ${marker}`);
    await line.getByRole('radio', { name: 'Abhängig von der Grundstücksform' }).check();
    await shape(line, 'Ebenes Grundstück').fill('8000');
    await shape(line, 'Hanglage').fill('24500,50');
    await pricePage.option(page, stage.name, work.name).fill('12900,99');
    await pricePage.interest(page).fill('3,75');

    // A thousands separator: the German error at the field, the text kept, nothing stored.
    await shape(line, 'Leichte Hanglage').fill('15.000');
    await saveButton(page).click();
    await expect(line.getByText(AMOUNT_ERROR)).toBeVisible();
    await expect(shape(line, 'Leichte Hanglage')).toHaveAttribute('aria-invalid', 'true');
    await expect(shape(line, 'Leichte Hanglage')).toHaveValue('15.000');
    await screenshot(page, 'admin-prices-error');
    expect((await priceGuide(request)).updatedAt).toBe(before.updatedAt);

    // An error only the API finds lands at its field too, and nothing typed is lost.
    await shape(line, 'Leichte Hanglage').fill('');
    const apiError = 'Der Betrag ist zu hoch.';
    await page.route(
      '**/api/v1/admin/price-guide',
      (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({
                statusCode: 400,
                code: 'VALIDATION_FAILED',
                message: 'Bitte prüfen Sie die Eingaben.',
                errors: [{ field: `extraCosts.${lineNumber - 1}.byPlotShape.HILLSIDE`, messages: [apiError] }],
              }),
            })
          : route.fallback(),
      { times: 1 },
    );
    await saveButton(page).click();
    await expect(line.getByText(apiError)).toBeVisible();
    await expect(shape(line, 'Hanglage')).toHaveAttribute('aria-invalid', 'true');
    await expect(shape(line, 'Hanglage')).toHaveValue('24500,50');
    await expect(pricePage.option(page, stage.name, work.name)).toHaveValue('12900,99');

    await saveButton(page).click();
    await expect(page.getByText('Preise gespeichert')).toBeVisible();
    const saved = await priceGuide(request);
    expect(saved).toMatchObject({ priceDate: '2026-11-27', disclaimer });
    expect(saved.extraCosts.at(-1)).toEqual({
      name: `Erdarbeiten ${marker}`,
      note: null,
      fixedCents: null,
      byPlotShape: { STRAIGHT: 800000, HILLSIDE: 2450050 },
    });
    expect(saved.optionPrices[work.id]).toBe(1290099);
    expect(saved.financing.interestPercent).toBe(3.75);

    await page.reload();
    const reloaded = pricePage.extraCost(page, lineNumber);
    await expect(reloaded.getByRole('textbox', { name: /^Bezeichnung/ })).toHaveValue(`Erdarbeiten ${marker}`);
    await expect(reloaded.getByRole('radio', { name: 'Abhängig von der Grundstücksform' })).toBeChecked();
    await expect(shape(reloaded, 'Ebenes Grundstück')).toHaveValue('8000');
    await expect(shape(reloaded, 'Leichte Hanglage')).toHaveValue('');
    await expect(shape(reloaded, 'Hanglage')).toHaveValue('24500,50');
    await expect(pricePage.option(page, stage.name, work.name)).toHaveValue('12900,99');
    await expect(pricePage.interest(page)).toHaveValue('3,75');
    await expect(pricePage.priceDate(page)).toHaveValue('2026-11-27');
    await screenshot(page, 'admin-prices');

    // Removing the line takes it out of the guide.
    await page.getByRole('button', { name: `Baunebenkosten ${lineNumber} entfernen` }).click();
    await expect(pricePage.extraCost(page, lineNumber)).toHaveCount(0);
    await saveButton(page).click();
    await expect(page.getByText('Preise gespeichert')).toBeVisible();
    expect((await priceGuide(request)).extraCosts).toHaveLength(before.extraCosts.length);
    await expectNoMissingTranslations(page);
  });
});
