import {
  formatEuros,
  priceBreakdown,
  type ConstructionStageDto,
  PropertyShape,
  type PriceGuideDto,
} from '@hauskonfig/shared';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { PHONE_ONLY } from '../support/viewports';
import { chooseHouseAndStage, consentBox, fillPersonalInfo, otherDevice, screenshotAt } from './plan-support';
import {
  createContactPerson,
  createPublishedHouse,
  expectAccessible,
  expectNoHorizontalOverflow,
  findStoredRequest,
  screenshots,
  staffToken,
} from './public-support';

const RUN = Date.now();
const HOUSE = `Haus Teilwerk ${RUN}`;
const PERSON = `Sabine Eder ${RUN}`;
const PLOT = PropertyShape.INCLINED;

/** The house's guide prices in cents (its own, set here): it costs from its cheapest stage. */
const STAGE_PRICES: Record<string, number> = {
  Ausbauhaus: 28_900_000,
  Belagsfertig: 34_900_000,
  Schlüsselfertig: 41_900_000,
};
/** The two Zusatzoptionen of "Ausbauhaus" the plan takes. */
const OPTIONS = ['Bodenplatte bzw. Keller', 'Vordach über dem Eingang'];

let houseId: string;
/**
 * The plan's total as the page shows it, from the vendor's price guide as it is (read, never
 * changed here: other specs read it at the same time).
 */
let total: string;
/** Preisstand as German dates read: 2026-11-01 → 01.11.2026. */
let priceDate: string;

const auth = (staff: string) => ({ Authorization: `Bearer ${staff}` });

/** Gives the house its stage prices; reads the surcharges and Baunebenkosten the plan's total adds. */
async function setPrices(request: APIRequestContext, token: string): Promise<void> {
  const stages = (await (await request.get('/api/v1/construction-stages')).json()) as ConstructionStageDto[];
  const stagePrices = Object.fromEntries(stages.map((stage) => [stage.id, STAGE_PRICES[stage.name] ?? null]));
  const house = await request.put(`/api/v1/admin/houses/templates/${houseId}`, {
    headers: auth(token),
    data: { name: HOUSE, stagePrices },
  });
  expect(house.status(), await house.text()).toBe(200);

  const guide = (await (await request.get('/api/v1/price-guide')).json()) as PriceGuideDto;
  expect(guide.priceDate, 'the demo price guide has a Preisstand').toBeTruthy();
  priceDate = guide.priceDate!.split('-').reverse().join('.');
  const options = stages
    .flatMap((stage) => stage.constructionWorks)
    .filter((work) => OPTIONS.includes(work.name))
    .map((work) => work.priceCents);
  expect(options).toHaveLength(OPTIONS.length);
  const { totalCents } = priceBreakdown({
    stagePrices,
    stageId: stages.find((stage) => stage.name === 'Ausbauhaus')!.id,
    optionPrices: options,
    extraCosts: guide.extraCosts,
    plotShape: PLOT,
  });
  expect(totalCents, 'the demo data prices both options and the Baunebenkosten').not.toBeNull();
  total = formatEuros(totalCents!);
}

/** On the stage page: "Ausbauhaus" with both its Zusatzoptionen, then on to /your-house. */
async function planToYourHouse(page: Page): Promise<void> {
  await chooseHouseAndStage(page, houseId, HOUSE, 'Ausbauhaus');
  await page.getByRole('checkbox', { name: /Bodenplatte bzw\. Keller/ }).check();
  await page.getByRole('checkbox', { name: /Vordach über dem Eingang/ }).check();
  await page.getByRole('link', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/\/your-house$/);
}

/** The PDF link answers the plan's PDF (asked from the page's origin: a second device has no base URL). */
async function expectPdf(page: Page, href: string | null): Promise<void> {
  expect(href).toMatch(/^\/api\/v1\/plan-shares\/[^/]+\/pdf$/);
  const response = await page.request.get(new URL(href ?? '', page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

/** The shared plan as anyone sees it: the house, the stage, the options, the total, and nobody's data. */
async function expectSharedPlan(page: Page, hidden: string[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geteilte Hausplanung');
  await expect(page.getByText(/schreibgeschützte Kopie einer Hausplanung/)).toBeVisible();
  await expect(page.getByRole('heading', { name: HOUSE })).toBeVisible();
  await expect(page.getByRole('img', { name: `Vorschaubild von ${HOUSE}` })).toBeVisible();
  await expect(page.getByText('Holzbau', { exact: true })).toBeVisible();
  await expect(page.getByText('Satteldach', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ausbaustufe: Ausbauhaus' })).toBeVisible();
  await expect(page.getByText('Bodenplatte bzw. Keller', { exact: false })).toBeVisible();
  await expect(page.locator('[data-price="total"]')).toHaveText(total);
  await expect(page.getByText(`Preisstand: ${priceDate}`, { exact: false })).toBeVisible();
  await expect(page.getByText(PERSON)).toBeVisible();
  const body = (await page.locator('body').innerText()).toLowerCase();
  for (const text of hidden) expect(body).not.toContain(text.toLowerCase());
  await expect(page.getByRole('link', { name: 'Eigene Planung beginnen' }).first()).toBeVisible();
}

test.describe('plan shares', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(150_000);
    const token = await staffToken(request);
    const contactPersonId = await createContactPerson(request, token, PERSON);
    houseId = await createPublishedHouse(request, token, {
      name: HOUSE,
      propertyShape: PLOT,
      constructionMethod: 'WOODEN',
      roofShape: 'GABLE',
      sizeInSqm: 142,
      contactPersonId,
    });
    await setPrices(request, token);
  });

  test('a plan shared from /your-house opens read-only on another device, without personal data', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = `teilen.${RUN}@example.at`;
    const lastname = `Teilhaber${RUN}`;
    await planToYourHouse(page);
    // Personal data in the plan, which the share must leave out.
    await page.evaluate(
      (info) => {
        const state = JSON.parse(localStorage.getItem('hauskonfig_state') ?? '{}');
        localStorage.setItem('hauskonfig_state', JSON.stringify({ ...state, personalInfo: info }));
      },
      { firstname: 'Jana', lastname, email, phoneNumber: '+43 660 7654321', place: 'Steyr' },
    );
    await page.reload();
    // The prices load after the page: once the total is in, the button no longer moves.
    await expect(page.locator('[data-price="total"]')).not.toBeEmpty();

    await page.getByRole('button', { name: 'Planung teilen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Planung teilen' });
    await expect(dialog).toBeVisible();
    const origin = new URL(page.url()).origin;
    const field = dialog.getByRole('textbox', { name: 'Link zur Planung (nur lesen)' });
    await expect(field).toHaveValue(new RegExp(`^${origin.replace(/[.:/]/g, '\\$&')}/plan/[^/]+$`));
    const link = await field.inputValue();
    const shareToken = link.split('/').pop() ?? '';
    await expect(dialog.getByText(/enthält keine persönlichen Daten/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Link kopieren' }).click();
    await expect(dialog.getByRole('button', { name: 'Kopiert' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const pdf = dialog.getByRole('link', { name: 'Planung als PDF' });
    await expect(pdf).toHaveAttribute('href', `/api/v1/plan-shares/${shareToken}/pdf`);
    await expectAccessible(page);
    await screenshotAt(page, 'public-plan-share-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toHaveCount(0);

    const other = await otherDevice(browser, page);
    await other.goto(link);
    await expectSharedPlan(other, ['Jana', lastname, email, 'Steyr', '7654321']);
    await expectPdf(other, await other.getByRole('link', { name: 'Planung als PDF' }).getAttribute('href'));
    await expectAccessible(other);
    await screenshotAt(other, 'public-plan-share');

    // The way to a plan of one's own starts the flow.
    await other.getByRole('link', { name: 'Eigene Planung beginnen' }).first().click();
    await expect(other).toHaveURL(/\/configure\/property-shape$/);
    await other.context().close();
  });

  // The flow above at the desktop size; on a phone the dialog and the shared plan fit.
  test(`the share dialog and the shared plan fit a phone ${PHONE_ONLY}`, async ({ page }) => {
    await planToYourHouse(page);
    await expect(page.locator('[data-price="total"]')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Planung teilen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Planung teilen' });
    const field = dialog.getByRole('textbox', { name: 'Link zur Planung (nur lesen)' });
    await expect(field).toHaveValue(/\/plan\/[^/]+$/);
    await expect(dialog.getByRole('button', { name: 'Link kopieren' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Planung als PDF' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    const link = await field.inputValue();
    await dialog.getByRole('button', { name: 'Schließen' }).click();

    await page.goto(link);
    await expectSharedPlan(page, []);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });

  test(`after sending, the success page offers the plan as PDF and its link; the customer area shows it as sent ${PHONE_ONLY}`, async ({
    page,
    request,
  }) => {
    const email = `gesendet.${RUN}@example.at`;
    await planToYourHouse(page);
    await page.getByRole('link', { name: 'Unverbindlich anfragen' }).click();
    await page.getByRole('link', { name: 'Persönliche Angaben eingeben' }).click();
    await fillPersonalInfo(page, {
      firstname: 'Klara',
      lastname: `Gesendet${RUN}`,
      email,
      phone: '+43 660 1112233',
      place: 'Wels',
    });
    await consentBox(page).check();
    await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
    await expect(page).toHaveURL(/\/request\/overview$/);
    await expect(page.getByRole('button', { name: 'Planung teilen' })).toBeVisible();
    await page.getByRole('button', { name: 'Unverbindlich anfragen' }).click();
    await expect(page).toHaveURL(/\/request\/successfully-created$/);

    const sent = page.getByRole('region', { name: 'Ihre Planung', exact: true });
    const pdf = sent.getByRole('link', { name: 'Ihre Hausplanung als PDF' });
    await expect(pdf).toBeVisible();
    await expectPdf(page, await pdf.getAttribute('href'));
    const link = await sent.getByRole('textbox', { name: 'Link zur Planung (nur lesen)' }).inputValue();
    expect(link).toMatch(/\/plan\/[^/]+$/);
    await expectAccessible(page);
    await screenshots(page, 'request-success-plan');
    // A reload of the tab keeps it.
    await page.reload();
    await expect(sent.getByRole('link', { name: 'Ihre Hausplanung als PDF' })).toBeVisible();

    await page.goto(link);
    await expectSharedPlan(page, ['Klara', `Gesendet${RUN}`, email, 'Wels', '1112233']);

    // Staff release the request: the customer sees the plan exactly as sent, with its PDF.
    const staff = await staffToken(request);
    const stored = (await findStoredRequest(request, staff, email)) as { id: string };
    const released = await request.post(`/api/v1/admin/customer-requests/${stored.id}/release`, {
      headers: auth(staff),
      data: {},
    });
    expect(released.status(), await released.text()).toBe(200);
    const { loginCode, password } = (await released.json()) as { loginCode: string; password: string };
    await page.goto(`/login?code=${loginCode}`);
    const login = page.getByRole('dialog', { name: 'Passwort eingeben' });
    await login.getByLabel('Passwort', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
    const asSent = page.getByRole('region', { name: 'Ihre Planung wie gesendet' });
    await expect(asSent).toBeVisible();
    await expectPdf(page, await asSent.getByRole('link', { name: 'Planung als PDF' }).getAttribute('href'));
    // The details open on request, so the page does not name house and stage twice.
    await expect(asSent.locator('[data-price="total"]')).toHaveCount(0);
    await asSent.getByRole('button', { name: 'Gesendete Planung anzeigen' }).click();
    await expect(asSent.locator('[data-price="total"]')).toHaveText(total);
    await expectAccessible(page);
    await screenshots(page, 'customer-home-plan-as-sent');
  });

  test(`an unknown share link gets the German invalid-link page ${PHONE_ONLY}`, async ({ page }) => {
    await page.goto('/plan/unbekannter-link-0000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link ist ungültig');
    await expect(page.getByText(/Zu diesem Link gibt es keine geteilte Hausplanung/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Eigene Planung beginnen' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'plan-share-invalid');
  });
});
