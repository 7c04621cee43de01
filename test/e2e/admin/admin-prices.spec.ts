import { expect, test, type APIRequestContext } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import { expectNoHorizontalOverflow, expectNoMissingTranslations, screenshot } from './admin-support';
import {
  AMOUNT_ERROR,
  closeNotice,
  createHouse,
  deleteHouse,
  houseStagePrices,
  priceGuide,
  pricePage,
  saveButton,
  shape,
  stagePrices,
  stages,
} from './prices-support';

/** A request as a visitor sends it, with a plan and no house (through the public endpoint, as only there a plan is sent). */
async function sendPlan(request: APIRequestContext): Promise<{ id: string; planShareToken: string }> {
  const marker = Date.now();
  const settings = (await (await request.get('/api/v1/settings')).json()) as { privacyVersion: number };
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
  return (await sent.json()) as { id: string; planShareToken: string };
}

// The price guide itself is changed in admin-prices.serial.spec.ts; nothing here saves it.
test.use({ storageState: STAFF_SESSION });

test.describe('Preise', () => {
  test('a template house takes a guide price per stage; a bad amount is refused at its field', async ({
    page,
    request,
  }) => {
    const [stage, otherStage] = await stages(request);
    const id = await createHouse(request, `Preishaus ${Date.now()}`);
    try {
      await openAsStaff(page, `/admin/template-houses/${id}`);
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
      await screenshot(page, 'admin-house-stage-prices-error');
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
      await screenshot(page, 'admin-house-stage-prices');
      await expectNoMissingTranslations(page);
    } finally {
      await deleteHouse(request, id);
    }
  });
});

test.describe(`Preise on a phone ${PHONE_ONLY}`, () => {
  test('the price page opens from the menu, fits the screen and refuses a bad amount at its field', async ({
    page,
  }) => {
    const kept = await priceGuide(page.request);
    await openAsStaff(page, '/admin');
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
    await screenshot(page, 'admin-prices');
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
      await openAsStaff(page, `/admin/template-houses/${id}`);
      const price = stagePrices(page).getByRole('textbox', { name: stage.name, exact: true });
      await price.fill('289.000');
      await saveButton(page).click();
      await expect(stagePrices(page).getByText(AMOUNT_ERROR)).toBeVisible();
      await expect(price).toHaveValue('289.000');
      await closeNotice(page);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, 'admin-house-stage-prices-error');
      expect(await houseStagePrices(request, id)).toEqual({});
      await expectNoMissingTranslations(page);
    } finally {
      await deleteHouse(request, id);
    }
  });
});

test.describe('Gesendete Planung', () => {
  test('a request sent with a plan shows it as sent, with its PDF', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { id, planShareToken } = await sendPlan(request);

    await openAsStaff(page, `/admin/customer-requests/edit/${id}`);
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
    await screenshot(page, 'admin-request-sent-plan');
    await expectNoMissingTranslations(page);
  });

  test(`the plan as sent fits a phone ${PHONE_ONLY}`, async ({ page, request }) => {
    const { id } = await sendPlan(request);
    await openAsStaff(page, `/admin/customer-requests/edit/${id}`);
    const card = page.getByRole('region', { name: 'Gesendete Planung' });
    await expect(card.getByRole('row', { name: /Gesamt/ })).toContainText('Preis auf Anfrage');
    const pdf = card.getByRole('link', { name: 'Planung als PDF' });
    await pdf.scrollIntoViewIfNeeded();
    await expect(pdf).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-request-sent-plan');
    await expectNoMissingTranslations(page);
  });
});
