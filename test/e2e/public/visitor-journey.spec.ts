import { expect, test } from '../support/test';
import { PHONE_ONLY } from '../support/viewports';
import {
  createContactPerson,
  createPublishedHouse,
  expectAccessible,
  findStoredRequest,
  screenshots,
  staffToken,
} from './public-support';

const RUN = Date.now();
const HOUSE = `Familienhaus Sonnhang ${RUN}`;
const PERSON = `Sabine Berger ${RUN}`;

test.describe('visitor journey', () => {
  // A phone's journey: the flow as most visitors meet it.
  test.beforeAll(async ({ request }) => {
    test.setTimeout(150_000);
    const token = await staffToken(request);
    const contactPersonId = await createContactPerson(request, token, PERSON);
    await Promise.all([
      createPublishedHouse(request, token, {
        name: HOUSE,
        propertyShape: 'STRAIGHT',
        constructionMethod: 'SOLID',
        roofShape: 'GABLE',
        sizeInSqm: 142,
        contactPersonId,
      }),
      // A house the filter must leave out.
      createPublishedHouse(request, token, {
        name: `Holzhaus Waldblick ${RUN}`,
        propertyShape: 'STRAIGHT',
        constructionMethod: 'WOODEN',
        roofShape: 'FLAT',
        sizeInSqm: 96,
      }),
    ]);
  });

  test(`configures a house and sends a request that is stored ${PHONE_ONLY}`, async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo-Konfigurator für Ihr Fertighaus');
    await expectAccessible(page);
    await screenshots(page, 'start');

    await page.getByRole('link', { name: 'Jetzt Haus konfigurieren' }).click();
    await expect(page).toHaveURL(/\/configure\/property-shape$/);
    await expect(page.getByText('Schritt 1 von 6')).toBeVisible();
    // Each plot shape has its own picture: a house on flat, gently and steeply sloping ground.
    const pictures = await page
      .locator('svg[data-plot-shape]')
      .evaluateAll((icons) => icons.map((icon) => icon.innerHTML));
    expect(pictures).toHaveLength(3);
    expect(new Set(pictures).size).toBe(3);
    await page.getByText('Ebenes Grundstück').click();
    await expect(page.getByRole('radio', { name: /^Ebenes Grundstück/ })).toBeChecked();
    await expectAccessible(page);
    await screenshots(page, 'property-shape');
    await page.getByRole('link', { name: 'Weiter' }).click();

    await expect(page).toHaveURL(/\/configure\/construction-method$/);
    await page.getByText('Massivbau', { exact: true }).click();
    await expectAccessible(page);
    await screenshots(page, 'construction-method');
    await page.getByRole('link', { name: 'Weiter' }).click();

    await expect(page).toHaveURL(/\/configure$/);
    await expect(page.getByLabel('Bauweise')).toHaveValue('SOLID');
    await page.getByLabel('Dachform').selectOption('GABLE');
    await page.getByLabel('Wohnfläche von').fill('100');
    await page.getByLabel('Wohnfläche bis').fill('150');
    // Both bounds are committed (after a pause each) before the result is judged and shown.
    await expect
      .poll(async () =>
        decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'configure-filter')?.value ?? ''),
      )
      .toContain('"to":150');
    await expect(page.getByText('Musterhäuser werden geladen')).toHaveCount(0);
    const card = page.getByRole('link', { name: new RegExp(HOUSE) });
    await expect(card).toBeVisible();
    await expect(card).toContainText('142 m²');
    await expect(page.getByText(`Holzhaus Waldblick ${RUN}`)).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'configure');

    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOUSE);
    await expect(page.getByRole('img', { name: `Grundriss 1 von ${HOUSE}` })).toBeVisible();
    await page.getByRole('tab', { name: 'Mit Maßen' }).click();
    await expect(page.getByRole('img', { name: `Bemaßter Grundriss 1 von ${HOUSE}` })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'house');
    await page.getByRole('button', { name: '3D-Ansicht starten' }).click();
    await expect(page.getByRole('button', { name: '3D-Ansicht starten' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Dieses Haus wählen' }).click();

    await expect(page).toHaveURL(/\/choose-construction-stage$/);
    await page.getByText('Schlüsselfertig', { exact: true }).click();
    await expect(page).toHaveURL(/\/choose-construction-stage\/[0-9a-f-]{36}$/);
    // The stage's works and those of the stages it contains are selected (shared rule).
    await expect(page.getByRole('checkbox', { name: 'Malerarbeiten' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Estrich' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Geschossdecke' })).toBeChecked();
    await page.getByRole('checkbox', { name: /Außenjalousien/ }).uncheck();
    const selected = await page.getByRole('checkbox', { checked: true }).count();
    await expectAccessible(page);
    await screenshots(page, 'construction-stage');

    // The choice survives a reload (persisted client state).
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /Außenjalousien/ })).not.toBeChecked();
    await page.getByRole('link', { name: 'Weiter' }).click();

    await expect(page).toHaveURL(/\/your-house$/);
    await expect(page.getByText(HOUSE).first()).toBeVisible();
    await expect(page.getByText(PERSON)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ihre Projektleitung' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'your-house');
    await page.getByRole('link', { name: 'Unverbindlich anfragen' }).click();

    await expect(page).toHaveURL(/\/request$/);
    await expectAccessible(page);
    await screenshots(page, 'request');
    await page.getByRole('link', { name: 'Persönliche Angaben eingeben' }).click();

    await expect(page).toHaveURL(/\/request\/personal-info$/);
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Maria');
    await page.getByRole('textbox', { name: 'Nachname' }).fill(`Muster${RUN}`);
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(`maria.${RUN}@example.at`);
    await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('+43 660 1234567');
    await page.getByRole('textbox', { name: 'Ort des Grundstücks' }).fill('Linz');
    await page.getByRole('textbox', { name: 'Anmerkungen' }).fill('Mit Keller, bitte.');
    await page.getByRole('checkbox', { name: /Ich habe die Datenschutzerklärung gelesen/ }).check();
    await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();

    await expect(page).toHaveURL(/\/request\/overview$/);
    await expect(page.getByText(`maria.${RUN}@example.at`)).toBeVisible();
    await expect(page.getByText('Mit Keller, bitte.')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'overview');
    await page.getByRole('button', { name: 'Unverbindlich anfragen' }).click();

    await expect(page).toHaveURL(/\/request\/successfully-created$/);
    await expect(page.getByText(/innerhalb der nächsten Arbeitswoche/)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'success');

    const stored = await findStoredRequest(request, await staffToken(request), `maria.${RUN}@example.at`);
    expect(stored).toMatchObject({ status: 'NEW', firstName: 'Maria', lastName: `Muster${RUN}`, place: 'Linz' });
    expect(stored.house?.name).toBe(HOUSE);
    expect(stored.constructionWorkIds).toHaveLength(selected);
  });

  test(`the configure filter survives a reload in the configure-filter cookie ${PHONE_ONLY}`, async ({
    page,
    context,
  }) => {
    await page.goto('/configure');
    await page.getByLabel('Grundstücksform').selectOption('STRAIGHT');
    await page.getByLabel('Bauweise').selectOption('WOODEN');
    // The page's own call for this filter must be over before the reload: one still under way
    // would be counted as a call of the reloaded page.
    const filtered = page.waitForResponse(
      (answer) => answer.url().includes('/api/v1/houses/templates') && answer.url().includes('from=90'),
    );
    await page.getByLabel('Wohnfläche von').fill('90');
    await filtered;
    await expect(page.getByText(`Holzhaus Waldblick ${RUN}`)).toBeVisible();
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'configure-filter')?.value ?? '')
      .toContain('90');

    const catalogueCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/v1/houses/templates')) catalogueCalls.push(sent.url());
    });
    await page.reload();
    await expect(page.getByLabel('Grundstücksform')).toHaveValue('STRAIGHT');
    await expect(page.getByLabel('Bauweise')).toHaveValue('WOODEN');
    await expect(page.getByLabel('Wohnfläche von')).toHaveValue('90');
    await expect(page.getByText(`Holzhaus Waldblick ${RUN}`)).toBeVisible();
    await expect(page.getByText(HOUSE)).toHaveCount(0);
    // The server embedded the catalogue for the cookie's filter in the page and named the page's
    // code as modulepreloads: the first load asks the API nothing.
    expect(catalogueCalls).toEqual([]);
    await expect(page.locator('link[rel="modulepreload"][href*="ConfigurePage"]')).toHaveCount(1);

    // Nothing matches: the empty state offers to continue without a template house.
    await page.getByLabel('Wohnfläche bis').fill('91');
    await expect(page.getByRole('heading', { name: 'Keine passenden Musterhäuser' })).toBeVisible();
    expect(catalogueCalls.at(-1)).toContain('to=91');
    await expectAccessible(page);
    await screenshots(page, 'configure-empty');
    await page.getByRole('link', { name: 'Ohne Musterhaus fortfahren' }).click();
    await expect(page).toHaveURL(/\/choose-construction-stage$/);
  });

  test(`the personal-info form shows the German validation messages and keeps the input ${PHONE_ONLY}`, async ({
    page,
  }) => {
    await page.goto('/request/personal-info');
    await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
    await expect(page.getByText('Bitte geben Sie Ihren Vornamen ein')).toBeVisible();
    await expect(page.getByText('Bitte geben Sie Ihren Nachnamen ein')).toBeVisible();
    await expect(page.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein')).toBeVisible();
    await expect(page.getByText('Bitte geben Sie Ihre Telefonnummer ein')).toBeVisible();
    await expect(page).toHaveURL(/\/request\/personal-info$/);

    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('maria@');
    await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('12ab');
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
    await expect(page.getByText('Bitte geben Sie eine gültige Telefonnummer ein')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'personal-info-errors');

    // The overview is not reachable with incomplete data, and nothing typed is lost.
    await page.goto('/request/overview');
    await expect(page).toHaveURL(/\/request\/personal-info$/);
    await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('maria@');
  });
});
