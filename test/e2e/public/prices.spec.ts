import {
  ConstructionWorkKind,
  formatDecimalInput,
  formatEuroAmountInput,
  formatEuros,
  fromPrice,
  priceBreakdown,
  stageChain,
  type CatalogueHouseDto,
  type ConstructionStageDto,
  type ConstructionWorkDto,
  type PriceGuideDto,
} from '@hauskonfig/shared';
import { screenshotOf } from '../support/screenshots';
import { expect, test, type Page } from '../support/test';
import { PHONE_ONLY } from '../support/viewports';
import { consentBox, fillPersonalInfo, screenshotAt } from './plan-support';
import { expectAccessible, expectNoHorizontalOverflow, findStoredRequest, staffToken } from './public-support';

const RUN = Date.now();
const TURNKEY = 'Schlüsselfertig';

/** What the demo data prices, read from the API: the amounts are never written into the test. */
interface PricedData {
  house: CatalogueHouseDto;
  stages: ConstructionStageDto[];
  turnkey: ConstructionStageDto;
  /** The Zusatzoptionen the turnkey stage brings along (its own and those of the stages it includes). */
  options: ConstructionWorkDto[];
  /** One of them with a surcharge. */
  priced: ConstructionWorkDto & { priceCents: number };
  guide: PriceGuideDto;
}

let data: PricedData;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An amount as the page shows it, back in cents ("345.000 €" → 34500000). */
const centsOf = (text: string | null): number => {
  const match = /([\d.]+)(?:,(\d{2}))?\s*€/.exec(text ?? '');
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1].replace(/\./g, '')) * 100 + Number(match[2] ?? 0);
};

/** Preisstand as German dates read: 2026-11-01 → 01.11.2026. */
const germanDate = (date: string) => date.split('-').reverse().join('.');

const workBox = (page: Page, work: ConstructionWorkDto) =>
  page.getByRole('checkbox', { name: new RegExp(`^${escape(work.name)}`) });

const total = (page: Page) => page.locator('[data-price="total"]');
const monthlyRate = (page: Page) => page.locator('[data-financing="monthly-rate"]');
const equityField = (page: Page) => page.getByRole('textbox', { name: /^Eigenkapital \(€\)/ });
const interestField = (page: Page) => page.getByRole('textbox', { name: /^Sollzins/ });

test.describe('live guide price and financing example', () => {
  test.beforeAll(async ({ request }) => {
    const stages = (await (await request.get('/api/v1/construction-stages')).json()) as ConstructionStageDto[];
    const houses = (await (await request.get('/api/v1/houses/templates')).json()) as CatalogueHouseDto[];
    const guide = (await (await request.get('/api/v1/price-guide')).json()) as PriceGuideDto;
    const turnkey = stages.find((stage) => stage.name === TURNKEY);
    expect(turnkey, 'the seeded stages include Schlüsselfertig').toBeDefined();
    // A demo house priced for every stage; one on a hillside prices the Baunebenkosten by plot shape.
    const complete = houses.filter((house) => stages.every((stage) => typeof house.stagePrices[stage.id] === 'number'));
    const house = complete.find((candidate) => candidate.propertyShape === 'HILLSIDE') ?? complete[0];
    expect(house, 'a demo house has a guide price for every stage').toBeDefined();
    const options = stageChain(stages, turnkey!.id)
      .flatMap((stage) => stage.constructionWorks)
      .filter((work) => work.kind === ConstructionWorkKind.ADDITIONAL_OPTION);
    const priced = options.find((work): work is PricedData['priced'] => typeof work.priceCents === 'number');
    expect(priced, 'the demo data prices a Zusatzoption of Schlüsselfertig').toBeDefined();
    data = { house: house!, stages, turnkey: turnkey!, options, priced: priced!, guide };
  });

  test('the price follows the plan from the catalogue to the request, the financing example keeps its values', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { house, stages, turnkey, options, priced, guide } = data;
    const housePrice = formatEuros(fromPrice(house.stagePrices)!);

    // The catalogue card and the house page show the "ab" price: the lowest stage price.
    await page.goto('/configure');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: house.name, exact: true }) });
    await expect(card).toContainText(`ab ${housePrice}`);
    await expectAccessible(page);
    await screenshotAt(page, 'public-prices-catalogue');
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(house.name);
    await expect(page.locator('[data-house-price]')).toHaveText(`ab ${housePrice}`);
    await page.getByRole('button', { name: 'Dieses Haus wählen' }).click();

    // Each stage shows its guide price for this house; each Zusatzoption its surcharge.
    await expect(page).toHaveURL(/\/choose-construction-stage$/);
    for (const stage of stages) {
      await expect(page.locator('label').filter({ has: page.locator(`input[value="${stage.id}"]`) })).toContainText(
        `Richtpreis ${formatEuros(house.stagePrices[stage.id])}`,
      );
    }
    await page.getByText(TURNKEY, { exact: true }).click();
    await expect(page).toHaveURL(/\/choose-construction-stage\/[0-9a-f-]{36}$/);
    for (const option of options) {
      await expect(page.locator('label').filter({ has: workBox(page, option) })).toContainText(
        option.priceCents === null ? 'Preis auf Anfrage' : `+ ${formatEuros(option.priceCents)}`,
      );
      // Without Zusatzoptionen first: an unpriced one would make the total "Preis auf Anfrage".
      await workBox(page, option).uncheck();
    }
    await expectAccessible(page);
    await screenshotAt(page, 'public-prices-stage');
    await page.getByRole('link', { name: 'Weiter' }).click();

    // /your-house: house + stage + Baunebenkosten for the house's plot = the total.
    await expect(page).toHaveURL(/\/your-house$/);
    const expected = priceBreakdown({
      stagePrices: house.stagePrices,
      stageId: turnkey.id,
      optionPrices: [],
      extraCosts: guide.extraCosts,
      plotShape: house.propertyShape,
    });
    expect(expected.totalCents, 'the demo Baunebenkosten are priced for the house’s plot').not.toBeNull();
    await expect(page.locator('[data-price="house"]')).toHaveText(housePrice);
    await expect(page.locator('[data-price="stage"]')).toHaveText(formatEuros(expected.stageCents!));
    await expect(total(page)).toHaveText(formatEuros(expected.totalCents!));
    for (const cost of guide.extraCosts) await expect(page.getByText(cost.name, { exact: true })).toBeVisible();
    await expect(page.getByText(/inkl\. USt\./).first()).toBeVisible();
    if (guide.priceDate) await expect(page.getByText(`Preisstand: ${germanDate(guide.priceDate)}`)).toBeVisible();
    await expect(page.getByText(guide.disclaimer)).toBeVisible();
    const withoutOption = centsOf(await total(page).textContent());

    // Ticking a Zusatzoption adds its surcharge to the total.
    await page.getByRole('link', { name: 'Ausbaustufe ändern' }).click();
    await expect(page).toHaveURL(/\/choose-construction-stage\/[0-9a-f-]{36}$/);
    await workBox(page, priced).check();
    await page.getByRole('link', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/your-house$/);
    await expect(total(page)).toHaveText(formatEuros(withoutOption + priced.priceCents));
    const totalCents = withoutOption + priced.priceCents;

    // The financing example starts from the staff's defaults: loan and monthly rate.
    await expect(page.getByText('Beispielrechnung, kein Finanzierungsangebot')).toBeVisible();
    const defaults = guide.financing;
    await expect(equityField(page)).toHaveValue(formatEuroAmountInput(defaults.equityCents));
    await expect(page.locator('[data-financing="loan"]')).toHaveText(
      formatEuros(Math.max(0, totalCents - defaults.equityCents)),
    );
    await expect(monthlyRate(page)).toHaveText(/€$/);
    const defaultRate = await monthlyRate(page).textContent();
    await expectAccessible(page);
    await screenshotAt(page, 'public-prices-your-house');

    // A wrong value gets a German message and stays as typed; a valid one changes the rate.
    await interestField(page).fill('25');
    await expect(page.getByText('Der Sollzins darf höchstens 20 % betragen.')).toBeVisible();
    await expect(interestField(page)).toHaveValue('25');
    await interestField(page).fill(formatDecimalInput(defaults.interestPercent));
    const equity = String(Math.round(defaults.equityCents / 100) + 25_000);
    await equityField(page).fill(equity);
    await expect(monthlyRate(page)).not.toHaveText(defaultRate ?? '');
    const changedRate = (await monthlyRate(page).textContent()) ?? '';
    expect(centsOf(changedRate)).toBeLessThan(centsOf(defaultRate));

    // The changed value survives a reload, shown German style.
    await page.reload();
    await expect(equityField(page)).toHaveValue(formatEuroAmountInput(Number(equity) * 100));
    await expect(monthlyRate(page)).toHaveText(changedRate);

    // The overview shows the same price and example, and the request carries them.
    const email = `preise.${RUN}@example.at`;
    await page.goto('/request/personal-info');
    await fillPersonalInfo(page, { firstname: 'Paula', lastname: `Preis${RUN}`, email, phone: '+43 660 2345678' });
    await consentBox(page).check();
    await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
    await expect(page).toHaveURL(/\/request\/overview$/);
    await expect(total(page)).toHaveText(formatEuros(totalCents));
    await expect(monthlyRate(page)).toHaveText(changedRate);
    await expectAccessible(page);
    await screenshotAt(page, 'public-prices-overview');
    await page.getByRole('button', { name: 'Unverbindlich anfragen' }).click();
    await expect(page).toHaveURL(/\/request\/successfully-created$/);

    const stored = await findStoredRequest(request, await staffToken(request), email);
    expect(stored.snapshot).toMatchObject({
      plotShape: house.propertyShape,
      prices: { totalCents },
      financing: { equityCents: Number(equity) * 100, interestPercent: defaults.interestPercent },
    });
  });

  test('the stage page shows the running total, and ticking a Zusatzoption changes it at once @phone', async ({
    page,
  }) => {
    const { house, turnkey, options, priced, guide } = data;
    const running = page.locator('[data-price="running-total"]');
    await page.goto(`/configure/${house.id}`);
    await page.getByRole('button', { name: 'Dieses Haus wählen' }).click();
    await page.getByText(TURNKEY, { exact: true }).click();
    await expect(page).toHaveURL(/\/choose-construction-stage\/[0-9a-f-]{36}$/);
    for (const option of options) await workBox(page, option).uncheck();
    const expected = (optionPrices: number[]) =>
      formatEuros(
        priceBreakdown({
          stagePrices: house.stagePrices,
          stageId: turnkey.id,
          optionPrices,
          extraCosts: guide.extraCosts,
          plotShape: house.propertyShape,
        }).totalCents!,
      );
    await expect(running).toHaveText(expected([]));
    // In sight while ticking, above the step buttons.
    await workBox(page, priced).scrollIntoViewIfNeeded();
    await expect(running).toBeInViewport();
    await workBox(page, priced).check();
    await expect(running).toHaveText(expected([priced.priceCents]));
    await expectNoHorizontalOverflow(page);
    await screenshotOf(page.locator('[data-step-actions]'), 'public-stage-running-total');
    // The same total one step later.
    await page.getByRole('link', { name: 'Weiter' }).click();
    await expect(total(page)).toHaveText(expected([priced.priceCents]));
  });

  test('the financing example reads German amounts: "120.000" is 120.000 €, unclear ones are refused @phone', async ({
    page,
  }) => {
    const { house, options } = data;
    await page.goto(`/configure/${house.id}`);
    await page.getByRole('button', { name: 'Dieses Haus wählen' }).click();
    await page.getByText(TURNKEY, { exact: true }).click();
    await expect(page).toHaveURL(/\/choose-construction-stage\/[0-9a-f-]{36}$/);
    // Without Zusatzoptionen: an unpriced one would leave no total to finance.
    for (const option of options) await workBox(page, option).uncheck();
    await page.getByRole('link', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/your-house$/);
    await expect(total(page)).toHaveText(/€$/);
    const totalCents = centsOf(await total(page).textContent());
    const loan = page.locator('[data-financing="loan"]');

    await equityField(page).fill('120.000');
    await expect(loan).toHaveText(formatEuros(totalCents - 12_000_000));
    await equityField(page).fill('120000 €');
    await equityField(page).blur();
    await expect(equityField(page)).toHaveValue('120.000');
    await expect(loan).toHaveText(formatEuros(totalCents - 12_000_000));
    await equityField(page).fill('120 000,50');
    await equityField(page).blur();
    await expect(equityField(page)).toHaveValue('120.000,50');
    await expect(loan).toHaveText(formatEuros(totalCents - 12_000_050));

    // What could be read two ways is refused, stays as typed, and no loan is shown.
    const ambiguous = page.getByText(/^Dieser Betrag ist nicht eindeutig\./);
    for (const typed of ['120.00', '1,2,3']) {
      await equityField(page).fill(typed);
      await equityField(page).blur();
      await expect(ambiguous).toBeVisible();
      await expect(equityField(page)).toHaveValue(typed);
      await expect(loan).toHaveCount(0);
    }
    await expect(page.getByText('Bitte korrigieren Sie die markierten Werte.')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshotAt(page, 'public-financing-ambiguous');
  });

  // The flow above at the desktop size; on a phone the prices and the financing example fit.
  test(`the prices and the financing example fit a phone ${PHONE_ONLY}`, async ({ page }) => {
    const { house, turnkey } = data;
    await page.goto(`/configure/${house.id}`);
    await expect(page.locator('[data-house-price]')).toHaveText(`ab ${formatEuros(fromPrice(house.stagePrices)!)}`);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Dieses Haus wählen' }).click();
    await expect(page).toHaveURL(/\/choose-construction-stage$/);
    await page.getByText(TURNKEY, { exact: true }).click();
    await expect(page.locator('label').filter({ has: page.locator(`input[value="${turnkey.id}"]`) })).toContainText(
      `Richtpreis ${formatEuros(house.stagePrices[turnkey.id])}`,
    );
    await expectNoHorizontalOverflow(page);
    await page.getByRole('link', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/your-house$/);
    await expect(total(page)).not.toBeEmpty();
    await expect(equityField(page)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await interestField(page).fill('25');
    await expect(page.getByText('Der Sollzins darf höchstens 20 % betragen.')).toBeVisible();
  });
});
