import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { PHONE_ONLY } from '../support/viewports';
import { chooseHouseAndStage, consentBox, fillPersonalInfo, screenshotAt } from './plan-support';
import {
  catalogueDemoHouse,
  createContactPerson,
  createPublishedHouse,
  expectAccessible,
  expectNoHorizontalOverflow,
  findStoredRequest,
  staffToken,
} from './public-support';

const RUN = Date.now();
const HOUSE = `Haus Zusage ${RUN}`;
const PERSON = `Miriam Aigner ${RUN}`;
const CONSENT_REQUIRED = 'Bitte stimmen Sie der Datenschutzerklärung zu, um die Anfrage zu senden.';

let houseId: string;
let personId: string;

interface PublicSettings {
  privacyText: string;
  privacyVersion: number;
}

async function publicSettings(request: APIRequestContext): Promise<PublicSettings> {
  const response = await request.get('/api/v1/settings');
  expect(response.status()).toBe(200);
  return (await response.json()) as PublicSettings;
}

/** A titled block of a page (SectionCard), found by its heading. */
const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** From the chosen house to the filled request form. */
async function toPersonalInfo(page: Page, email: string, lastname: string): Promise<void> {
  await chooseHouseAndStage(page, houseId, HOUSE, 'Belagsfertig');
  await page.getByRole('link', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/\/your-house$/);
  // The person named here is the person assigned (the house's contact person).
  await expect(section(page, 'Ihr persönlicher Ansprechpartner').getByText(PERSON)).toBeVisible();
  await screenshotAt(page, 'public-your-house-contact');
  await page.getByRole('link', { name: 'Unverbindlich anfragen' }).click();
  await expect(page.getByText('In drei Schritten zu Ihrem persönlichen Gespräch.')).toBeVisible();
  await expect(section(page, 'So geht es weiter').getByRole('listitem')).toHaveCount(3);
  await screenshotAt(page, 'public-request');
  await page.getByRole('link', { name: 'Persönliche Angaben eingeben' }).click();
  await fillPersonalInfo(page, { firstname: 'Theresa', lastname, email, phone: '+43 676 1112233', place: 'Enns' });
}

test.describe('consent and contact promise', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(150_000);
    const token = await staffToken(request);
    personId = await createContactPerson(request, token, PERSON);
    houseId = await createPublishedHouse(request, token, {
      name: HOUSE,
      propertyShape: 'HILLSIDE',
      constructionMethod: 'SOLID',
      roofShape: 'HIPPED',
      sizeInSqm: 156,
      contactPersonId: personId,
    });
  });

  test('the request needs the consent, stores it, and the success page names the assigned person', async ({
    page,
    request,
  }) => {
    const email = `zusage.${RUN}@example.at`;
    const settings = await publicSettings(request);
    await toPersonalInfo(page, email, `Zusage${RUN}`);

    // Without the tick the form stays, with the reason at the box.
    await expect(consentBox(page)).not.toBeChecked();
    await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
    await expect(page).toHaveURL(/\/request\/personal-info$/);
    await expect(page.getByText(CONSENT_REQUIRED)).toBeVisible();
    await expect(consentBox(page)).toBeFocused();
    await expect(consentBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await screenshotAt(page, 'public-personal-info-consent-missing');

    // The privacy text in a dialog: nothing typed is lost.
    await page.getByRole('button', { name: 'Datenschutzerklärung lesen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Datenschutzerklärung' });
    await expect(dialog).toBeVisible();
    const longest = settings.privacyText
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .sort((a, b) => b.length - a.length)[0];
    await expect(dialog.getByText(longest.slice(0, 60))).toBeVisible();
    await expectAccessible(page);
    await screenshotAt(page, 'public-privacy-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(email);

    await consentBox(page).check();
    // The page of its own (same tab) keeps the form as it was, the tick included.
    await page.getByRole('link', { name: 'Als eigene Seite öffnen' }).click();
    await expect(page).toHaveURL(/\/datenschutz$/);
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(email);
    await expect(consentBox(page)).toBeChecked();
    await expect(page.getByText(CONSENT_REQUIRED)).toHaveCount(0);
    await screenshotAt(page, 'public-personal-info-consent');
    await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();

    await expect(page).toHaveURL(/\/request\/overview$/);
    await expect(page.getByText('Sie haben der Datenschutzerklärung zugestimmt.')).toBeVisible();
    await expectAccessible(page);
    await screenshotAt(page, 'public-overview-consent');
    const sent = Date.now();
    await page.getByRole('button', { name: 'Unverbindlich anfragen' }).click();

    await expect(page).toHaveURL(/\/request\/successfully-created$/);
    const named = async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Anfrage');
      await expect(page.getByText(`${PERSON} meldet sich innerhalb der nächsten Arbeitswoche`)).toBeVisible();
      const card = page.getByRole('region', { name: 'Ihr Ansprechpartner' });
      await expect(card.getByText(PERSON, { exact: true })).toBeVisible();
      await expect(card.getByRole('img', { name: `Foto von ${PERSON}` })).toBeVisible();
      await expect(card.getByRole('link', { name: `${PERSON} anrufen` })).toHaveAttribute('href', 'tel:+43732123456');
      await expect(card.getByRole('link', { name: `E-Mail an ${PERSON}` })).toHaveAttribute(
        'href',
        /^mailto:miriam\.aigner\.\d+@fertighaus\.example$/,
      );
    };
    await named();
    await expectAccessible(page);
    await screenshotAt(page, 'public-success-contact');
    // A reload of the success page still names the person.
    await page.reload();
    await named();

    const stored = await findStoredRequest(request, await staffToken(request), email);
    expect(stored.contactPersonId).toBe(personId);
    expect(stored.privacyVersion).toBe(settings.privacyVersion);
    expect(Math.abs(new Date(stored.privacyConsentAt).getTime() - sent)).toBeLessThan(60_000);
  });

  // The flow above at the desktop size; on a phone the consent, its dialog and the success page fit.
  test(`the consent, the privacy dialog and the success page fit a phone ${PHONE_ONLY}`, async ({ page }) => {
    await toPersonalInfo(page, `zusage.telefon.${RUN}@example.at`, `Telefon${RUN}`);
    await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
    await expect(page.getByText(CONSENT_REQUIRED)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Datenschutzerklärung lesen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Datenschutzerklärung' });
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await consentBox(page).check();
    await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
    await page.getByRole('button', { name: 'Unverbindlich anfragen' }).click();
    await expect(page).toHaveURL(/\/request\/successfully-created$/);
    const card = page.getByRole('region', { name: 'Ihr Ansprechpartner' });
    await expect(card.getByRole('link', { name: `${PERSON} anrufen` })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });

  test('suggestions on /your-house rank the nearest houses and say why, whatever the filter', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await staffToken(request);
    const chosen = `Hanghaus Gewählt ${RUN}`;
    const like = `Hanghaus Ähnlich ${RUN}`;
    const large = `Hanghaus Groß ${RUN}`;
    const wooden = `Hanghaus Holz ${RUN}`;
    // Same plot shape and method: one of similar size, one too large (the demo's Villa Donaublick,
    // 220 m² with another roof, comes after it); one of the same size but another method.
    const base = { propertyShape: 'HILLSIDE', roofShape: 'FLAT' };
    const [chosenId] = await Promise.all([
      createPublishedHouse(request, token, { ...base, name: chosen, constructionMethod: 'SOLID', sizeInSqm: 300 }),
      createPublishedHouse(request, token, { ...base, name: like, constructionMethod: 'SOLID', sizeInSqm: 330 }),
      createPublishedHouse(request, token, { ...base, name: large, constructionMethod: 'SOLID', sizeInSqm: 400 }),
      createPublishedHouse(request, token, { ...base, name: wooden, constructionMethod: 'WOODEN', sizeInSqm: 300 }),
    ]);
    // A filter cookie for something else entirely must not matter.
    await page.goto('/configure');
    await page.getByLabel('Grundstücksform').selectOption('STRAIGHT');
    await page.getByLabel('Bauweise').selectOption('WOODEN');
    await chooseHouseAndStage(page, chosenId, chosen, 'Belagsfertig');
    await page.getByRole('link', { name: 'Weiter' }).click();
    const cards = section(page, 'Das könnte Ihnen auch gefallen').getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0).getByRole('heading')).toHaveText(like);
    await expect(cards.nth(0)).toContainText('Gleiche Grundstücksform und Bauweise · Ähnliche Größe (30 m² größer)');
    await expect(cards.nth(1).getByRole('heading')).toHaveText(large);
    await expect(cards.nth(1)).toContainText('Gleiche Grundstücksform und Bauweise · Gleiche Dachform');
    await expect(cards.nth(2).getByRole('heading')).toHaveText('Villa Donaublick');
    await expect(cards.getByRole('heading', { name: wooden })).toHaveCount(0);
    await expect(cards.getByRole('heading', { name: chosen })).toHaveCount(0);
    await screenshotAt(page, 'public-your-house-suggestions');
  });

  test('a house sharing plot shape and method with no other still gets suggestions with reasons @phone', async ({
    page,
    request,
  }) => {
    // Bungalow Ahornweg is the demo's only wooden house on a gently sloping plot.
    const ahornweg = await catalogueDemoHouse(request, 'Bungalow Ahornweg');
    await chooseHouseAndStage(page, ahornweg.id, ahornweg.name, 'Belagsfertig');
    await page.getByRole('link', { name: 'Weiter' }).click();
    const suggestions = section(page, 'Das könnte Ihnen auch gefallen');
    const cards = suggestions.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(suggestions.getByText('Derzeit gibt es keine weiteren Musterhäuser.')).toHaveCount(0);
    // The houses on the same plot shape come first, each card says why it is there.
    await expect(cards.nth(0)).toContainText('Gleiche Grundstücksform');
    for (const card of await cards.all()) await expect(card.locator('.reason')).not.toBeEmpty();
    await expect(cards.getByRole('heading', { name: ahornweg.name })).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await screenshotAt(page, 'public-your-house-suggestions-demo');
  });
});
