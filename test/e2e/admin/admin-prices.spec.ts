import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  apiLogin,
  expectNoHorizontalOverflow,
  expectNoMissingTranslations,
  loginAsStaff,
  screenshot,
} from './admin-support';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The German error of an amount typed with a thousands separator (admin/src/forms/amount-messages.de.ts). */
const AMOUNT_ERROR = 'Bitte geben Sie den Betrag in Euro ohne Tausenderpunkte ein, z. B. 289000 oder 289000,50.';

interface Stage {
  id: string;
  name: string;
  constructionWorks: { id: string; name: string; kind: 'OPTION' | 'ADDITIONAL_OPTION' }[];
}

interface PriceGuide {
  priceDate: string | null;
  disclaimer: string;
  extraCosts: {
    name: string;
    note: string | null;
    fixedCents: number | null;
    byPlotShape: Record<string, number> | null;
  }[];
  optionPrices: Record<string, number | null>;
  financing: { equityCents: number; interestPercent: number; termYears: number; repaymentPercent: number | null };
  updatedAt: string;
}

const auth = async (request: APIRequestContext) => ({ authorization: `Bearer ${await apiLogin(request)}` });

async function stages(request: APIRequestContext): Promise<Stage[]> {
  const response = await request.get('/api/v1/construction-stages');
  expect(response.status()).toBe(200);
  return (await response.json()) as Stage[];
}

async function priceGuide(request: APIRequestContext): Promise<PriceGuide> {
  const response = await request.get('/api/v1/admin/price-guide', { headers: await auth(request) });
  expect(response.status()).toBe(200);
  return (await response.json()) as PriceGuide;
}

/** Puts the guide back as the suite found it: the public flow's tests read its prices. */
async function restorePriceGuide(request: APIRequestContext, guide: PriceGuide): Promise<void> {
  const { updatedAt: _updatedAt, ...input } = guide;
  const response = await request.put('/api/v1/admin/price-guide', { headers: await auth(request), data: input });
  expect(response.status()).toBe(200);
}

async function createHouse(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/api/v1/admin/houses/templates', {
    headers: await auth(request),
    data: { name },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function houseStagePrices(request: APIRequestContext, id: string): Promise<Record<string, number>> {
  const response = await request.get(`/api/v1/admin/houses/templates/${id}`, { headers: await auth(request) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { stagePrices: Record<string, number> }).stagePrices;
}

async function deleteHouse(request: APIRequestContext, id: string): Promise<void> {
  await request.delete(`/api/v1/admin/houses/templates/${id}`, { headers: await auth(request) });
}

/** The first stage offering a Zusatzoption, and that option. */
async function firstOption(
  request: APIRequestContext,
): Promise<{ stage: Stage; work: Stage['constructionWorks'][number] }> {
  for (const stage of await stages(request)) {
    const work = stage.constructionWorks.find((candidate) => candidate.kind === 'ADDITIONAL_OPTION');
    if (work) return { stage, work };
  }
  throw new Error('The demo data has no Zusatzoption');
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Speichern' });

/** On a phone the "check your input" notice covers the form's bottom (and "Speichern"): closed once read. */
async function closeNotice(page: Page): Promise<void> {
  await page.getByRole('alert').getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByRole('alert').getByRole('button', { name: 'Schließen' })).toHaveCount(0);
}

const stagePrices = (page: Page) => page.getByRole('region', { name: 'Richtpreise nach Ausbaustufe' });

const pricePage = {
  // Exact: the card "Preisstand und Hinweis" is labelled with the word too.
  priceDate: (page: Page) => page.getByLabel('Preisstand', { exact: true }),
  disclaimer: (page: Page) => page.getByRole('textbox', { name: /^Hinweistext/ }),
  addExtraCost: (page: Page) => page.getByRole('button', { name: 'Baunebenkosten hinzufügen' }),
  extraCost: (page: Page, number: number) => page.getByRole('group', { name: `Baunebenkosten ${number}`, exact: true }),
  option: (page: Page, stageName: string, workName: string) =>
    page
      .getByRole('region', { name: 'Zusatzoptionen', exact: true })
      .getByRole('region', { name: stageName, exact: true })
      .getByRole('textbox', { name: workName, exact: true }),
  interest: (page: Page) => page.getByRole('textbox', { name: /^Sollzins/ }),
};

const shape = (line: Locator, label: 'Ebenes Grundstück' | 'Leichte Hanglage' | 'Hanglage') =>
  line.getByRole('textbox', { name: label, exact: true });

test.describe('Preise', () => {
  test.use({ viewport: DESKTOP });

  let kept: PriceGuide;
  test.beforeAll(async ({ request }) => {
    kept = await priceGuide(request);
  });
  test.afterAll(async ({ request }) => {
    await restorePriceGuide(request, kept);
  });

  test('a template house takes a guide price per stage; a bad amount is refused at its field', async ({
    page,
    request,
  }) => {
    const [stage, otherStage] = await stages(request);
    const id = await createHouse(request, `Preishaus ${Date.now()}`);
    try {
      await loginAsStaff(page, `/admin/template-houses/${id}`);
      const section = stagePrices(page);
      const price = section.getByRole('textbox', { name: stage.name, exact: true });
      await expect(price).toHaveValue('');
      await expect(section.getByText('leer = Preis auf Anfrage').first()).toBeVisible();

      // "289.000" could mean 289 € or 289.000 €: refused in German, and what was typed stays.
      await price.fill('289.000');
      await saveButton(page).click();
      await expect(section.getByText(AMOUNT_ERROR)).toBeVisible();
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(price).toHaveValue('289.000');
      await screenshot(page, 'admin-house-stage-prices-error-1440');
      expect(await houseStagePrices(request, id)).toEqual({});

      await price.fill('289000,50');
      await expect(section.getByText(AMOUNT_ERROR)).toHaveCount(0);
      await saveButton(page).click();
      await expect(page.getByText('Haus erfolgreich gespeichert')).toBeVisible();
      // Exact cents; a stage left empty has no price.
      const stored = await houseStagePrices(request, id);
      expect(stored[stage.id]).toBe(28900050);
      if (otherStage) expect(stored[otherStage.id] ?? null).toBeNull();

      await page.reload();
      await expect(stagePrices(page).getByRole('textbox', { name: stage.name, exact: true })).toHaveValue('289000,50');
      await screenshot(page, 'admin-house-stage-prices-1440');
      await expectNoMissingTranslations(page);
    } finally {
      await deleteHouse(request, id);
    }
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

    await loginAsStaff(page, '/admin/overview');
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
    await screenshot(page, 'admin-prices-error-1440');
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
    await screenshot(page, 'admin-prices-1440');

    // Removing the line takes it out of the guide.
    await page.getByRole('button', { name: `Baunebenkosten ${lineNumber} entfernen` }).click();
    await expect(pricePage.extraCost(page, lineNumber)).toHaveCount(0);
    await saveButton(page).click();
    await expect(page.getByText('Preise gespeichert')).toBeVisible();
    expect((await priceGuide(request)).extraCosts).toHaveLength(before.extraCosts.length);
    await expectNoMissingTranslations(page);
  });
});

test.describe('Preise on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  let kept: PriceGuide;
  test.beforeAll(async ({ request }) => {
    kept = await priceGuide(request);
  });
  test.afterAll(async ({ request }) => {
    await restorePriceGuide(request, kept);
  });

  test('the price page opens from the menu, fits the screen and refuses a bad amount at its field', async ({
    page,
  }) => {
    await loginAsStaff(page, '/admin');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('menuitem', { name: 'Preise' }).click();
    await expect(page).toHaveURL(/\/admin\/prices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Preise' })).toBeVisible();
    await expect(pricePage.disclaimer(page)).not.toHaveValue('');
    await expectNoHorizontalOverflow(page);

    const lineNumber = kept.extraCosts.length + 1;
    await pricePage.addExtraCost(page).click();
    const line = pricePage.extraCost(page, lineNumber);
    await line.getByRole('textbox', { name: /^Bezeichnung/ }).fill('Anschlüsse');
    await line.getByRole('radio', { name: 'Abhängig von der Grundstücksform' }).check();
    await shape(line, 'Hanglage').fill('289.000');
    await saveButton(page).click();
    await expect(line.getByText(AMOUNT_ERROR)).toBeVisible();
    await expect(shape(line, 'Hanglage')).toHaveValue('289.000');
    await closeNotice(page);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-prices-390');
    expect((await priceGuide(page.request)).updatedAt).toBe(kept.updatedAt);
    await expectNoMissingTranslations(page);
  });

  test('the house form’s stage prices fit the screen and keep a bad amount with its error', async ({
    page,
    request,
  }) => {
    const [stage] = await stages(request);
    const id = await createHouse(request, `Preishaus Telefon ${Date.now()}`);
    try {
      await loginAsStaff(page, `/admin/template-houses/${id}`);
      const price = stagePrices(page).getByRole('textbox', { name: stage.name, exact: true });
      await price.fill('289.000');
      await saveButton(page).click();
      await expect(stagePrices(page).getByText(AMOUNT_ERROR)).toBeVisible();
      await expect(price).toHaveValue('289.000');
      await closeNotice(page);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, 'admin-house-stage-prices-390');
      await price.fill('289000');
      await saveButton(page).click();
      await expect(page.getByText('Haus erfolgreich gespeichert')).toBeVisible();
      expect((await houseStagePrices(request, id))[stage.id]).toBe(28900000);
      await expectNoMissingTranslations(page);
    } finally {
      await deleteHouse(request, id);
    }
  });
});

test.describe('Gesendete Planung', () => {
  test('a request sent with a plan shows it as sent, with its PDF, at 1440 and 390 px', async ({ page, request }) => {
    test.setTimeout(90_000);
    const marker = Date.now();
    const settings = (await (await request.get('/api/v1/settings')).json()) as { privacyVersion: number };
    // One request, as a visitor sends it: the public endpoint counts requests per address.
    const sent = await request.post('/api/v1/customer-requests/incoming', {
      data: {
        email: `plan${marker}@example.at`,
        firstname: 'Paul',
        lastname: `Plan ${marker}`,
        phoneNumber: '0664 1234567',
        constructionWorkIds: [],
        plotShape: 'HILLSIDE',
        financing: { equityCents: 6000000, interestPercent: 3.5, termYears: 30, repaymentPercent: null },
        privacyConsent: true,
        privacyVersion: settings.privacyVersion,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { id, planShareToken } = (await sent.json()) as { id: string; planShareToken: string };

    await page.setViewportSize(DESKTOP);
    await loginAsStaff(page, `/admin/customer-requests/edit/${id}`);
    const card = page.getByRole('region', { name: 'Gesendete Planung' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('bleiben so, wie sie gesendet wurden');
    await expect(card).toContainText('Hanglage');
    await expect(card.getByRole('table', { name: 'Richtpreis' })).toContainText('Gesamt');
    // No house was chosen: the total is unknown, shown as such and never as 0 €.
    await expect(card.getByRole('row', { name: /Gesamt/ })).toContainText('Preis auf Anfrage');
    await expect(card).toContainText('Beispielrechnung, kein Angebot');
    await expect(card).toContainText('60.000');
    const pdf = card.getByRole('link', { name: 'Planung als PDF' });
    await expect(pdf).toHaveAttribute('href', `/api/v1/plan-shares/${planShareToken}/pdf`);
    const file = await request.get(`/api/v1/plan-shares/${planShareToken}/pdf`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-request-sent-plan-1440');

    await page.setViewportSize(PHONE);
    await expect(card).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-request-sent-plan-390');
    await expectNoMissingTranslations(page);
  });
});
