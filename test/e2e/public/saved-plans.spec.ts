import { expect, test, type Page } from '../support/test';
import pg from 'pg';
import { stackInfo } from '../stack-info';
import { PHONE_ONLY } from '../support/viewports';
import { chooseHouseAndStage, consentBox, fillPersonalInfo, otherDevice, screenshotAt } from './plan-support';
import { catalogueDemoHouse, expectAccessible, expectNoHorizontalOverflow } from './public-support';

const RUN = Date.now();
/** SAVED_PLAN_DEFAULT_DAYS: the plan opens this long after it was saved. */
const DAYS = 30;

/** A demo house (converted with the stack): the plans only read it. */
let houseId: string;
let HOUSE: string;
let houseSize: number | null;

const day = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;

/** Saves the plan from the current step; answers the code the dialog shows, and leaves the dialog open. */
async function savePlan(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Planung speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ihre Planung ist gespeichert' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  const code = (await dialog.locator('[data-saved-plan-code]').textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

test.describe('saved plans', () => {
  test.beforeAll(async ({ request }) => {
    const house = await catalogueDemoHouse(request);
    ({ id: houseId, name: HOUSE, sizeInSqm: houseSize } = house);
  });

  test('an expired plan says so once; saving again from its browser gives a new code that opens', async ({
    page,
    browser,
  }) => {
    await chooseHouseAndStage(page, houseId, HOUSE, 'Ausbauhaus');
    const code = await savePlan(page);
    await page.getByRole('button', { name: 'Schließen' }).click();

    const db = new pg.Client({ connectionString: stackInfo().databaseUrl });
    await db.connect();
    try {
      await db.query("UPDATE saved_plans SET expires_at = now() - interval '1 minute' WHERE code = $1", [code]);
    } finally {
      await db.end();
    }

    const origin = new URL(page.url()).origin;
    const other = await otherDevice(browser, page);
    await other.goto(`${origin}/login?plan=${code}`);
    await expect(other.getByRole('textbox', { name: 'Code der Planung' })).toHaveValue(code);
    const expired = other.getByText(/^Diese gespeicherte Planung ist abgelaufen\./);
    await expect(expired).toBeVisible();
    await other.waitForTimeout(500);
    await expect(expired).toHaveCount(1);
    await screenshotAt(other, 'public-login-plan-expired');

    // The browser that saved it cannot update the expired code: it gets a new one.
    const renewed = await savePlan(page);
    expect(renewed).not.toBe(code);
    await page.getByRole('button', { name: 'Schließen' }).click();
    await other.goto(`${origin}/login?plan=${renewed}`);
    await expect(other).toHaveURL(/\/your-house$/);
    await expect(other.getByText('Ausbauhaus', { exact: true })).toBeVisible();
    await other.context().close();
  });

  test('a plan saved at a middle step opens on another device: with the code its choices, with the full link also the personal data', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = `plan.${RUN}@example.at`;

    await chooseHouseAndStage(page, houseId, HOUSE, 'Schlüsselfertig');
    const stagePath = new URL(page.url()).pathname;
    await page.getByRole('checkbox', { name: /Außenjalousien/ }).uncheck();
    await page.getByRole('link', { name: 'Weiter' }).click();
    await page.getByRole('link', { name: 'Unverbindlich anfragen' }).click();
    await page.getByRole('link', { name: 'Persönliche Angaben eingeben' }).click();
    await fillPersonalInfo(page, {
      firstname: 'Jana',
      lastname: `Plan${RUN}`,
      email,
      phone: '+43 660 7654321',
      place: 'Steyr',
      notes: 'Bitte mit Carport.',
    });

    // Back at step 4 of 6, the plan is saved.
    await page.goto(stagePath);
    await expect(page.getByText('Schritt 4 von 6')).toBeVisible();
    const before = new Date();
    const code = await savePlan(page);
    const dialog = page.getByRole('dialog', { name: 'Ihre Planung ist gespeichert' });
    const expiry = [before, new Date()].map((now) => day(new Date(now.getTime() + DAYS * 86_400_000)));
    await expect(dialog.getByText(/^Gültig bis \d{2}\.\d{2}\.\d{4}$/)).toHaveText(
      new RegExp(`^Gültig bis (${expiry.join('|').replace(/\./g, '\\.')})$`),
    );
    const link = `${new URL(page.url()).origin}/login?plan=${code}`;
    await expect(dialog.getByRole('textbox', { name: 'Link zu Ihrer Planung' })).toHaveValue(link);
    await expect(dialog.getByText(/öffnen Sie Ihre Planung auf jedem Gerät/)).toBeVisible();
    await expect(dialog.getByText(/persönlichen Angaben werden dabei zu Ihrem Schutz nicht übertragen/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Link kopieren', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Kopiert' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dialog.getByRole('button', { name: 'Code kopieren' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // The full link carries the plan's key in its fragment, which no server ever sees.
    const fullLinkField = dialog.getByRole('textbox', { name: 'Vollständiger Link mit Ihren persönlichen Angaben' });
    const fullLink = await fullLinkField.inputValue();
    expect(fullLink).toMatch(new RegExp(`^${link.replace(/[.?]/g, '\\$&')}#key=[A-Za-z0-9_-]{43}$`));
    await dialog.getByRole('button', { name: 'Vollständigen Link kopieren' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullLink);
    await expect(dialog.getByText(/Geben Sie ihn nicht weiter/)).toBeVisible();
    await expectAccessible(page);
    await screenshotAt(page, 'public-saved-plan-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toHaveCount(0);

    // A later change, saved again from this browser, keeps the code.
    await page.getByRole('checkbox', { name: /^Photovoltaikanlage mit Speicher/ }).uncheck();
    expect(await savePlan(page)).toBe(code);
    await page.getByRole('button', { name: 'Schließen' }).click();

    // The saving browser opens its plan with the code alone and gets everything: it sends its own key.
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Code der Planung' }).fill(code);
    await page.getByRole('button', { name: 'Planung öffnen' }).click();
    await expect(page).toHaveURL(/\/request\/personal-info$/);
    await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(email);

    // Another device with the code alone gets the choices, without the personal data, and is told why.
    const stranger = await otherDevice(browser, page);
    await stranger.goto(link);
    await expect(stranger).toHaveURL(/\/your-house$/);
    await expect(stranger.getByText('Schlüsselfertig', { exact: true })).toBeVisible();
    await expect(
      stranger.getByText(
        'Ihre gespeicherte Planung ist geöffnet. Ihre persönlichen Angaben wurden zu Ihrem Schutz nicht übertragen: Bitte geben Sie sie erneut ein oder öffnen Sie die Planung mit dem vollständigen Link.',
      ),
    ).toBeVisible();
    const strangerState = await stranger.evaluate(() => JSON.parse(localStorage.getItem('hauskonfig_state') ?? '{}'));
    expect(strangerState.personalInfo).toMatchObject({ email: '', firstname: '', phoneNumber: '', notes: '' });
    expect(JSON.stringify(strangerState)).not.toMatch(/Jana|Steyr|Carport|7654321/);
    await expectAccessible(stranger);
    await screenshotAt(stranger, 'public-saved-plan-without-personal-data');
    await stranger.goto('/request/personal-info');
    await expect(stranger.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('');
    await stranger.context().close();

    // The full link opens it all on another device and leaves no key in the address bar.
    const other = await otherDevice(browser, page);
    await other.goto(fullLink);
    // The furthest step is the overview; consent is given on each device, so its form opens filled in.
    await expect(other).toHaveURL(/\/request\/personal-info$/);
    expect(await other.evaluate(() => window.location.hash)).toBe('');
    // It holds the key now, so saving there keeps the code.
    const kept = await other.evaluate(() => JSON.parse(localStorage.getItem('hauskonfig_saved_plan') ?? '{}'));
    expect(kept).toMatchObject({ code, editToken: new URL(fullLink).hash.slice('#key='.length) });
    await expect(other.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(email);
    await expect(other.getByRole('textbox', { name: 'Anmerkungen' })).toHaveValue('Bitte mit Carport.');
    await expect(consentBox(other)).not.toBeChecked();
    await screenshotAt(other, 'public-saved-plan-restored');
    await consentBox(other).check();
    await other.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
    await expect(other).toHaveURL(/\/request\/overview$/);
    await expect(other.getByText(HOUSE)).toBeVisible();
    await expect(other.getByText('Schlüsselfertig', { exact: true })).toBeVisible();
    await expect(other.getByText('Estrich', { exact: true })).toBeVisible();
    await expect(other.getByText('Photovoltaikanlage mit Speicher', { exact: true })).toHaveCount(0);
    await expect(other.getByText(/Außenjalousien/)).toHaveCount(0);
    await expect(other.getByText('Steyr')).toBeVisible();
    const restored = await other.evaluate(() => JSON.parse(localStorage.getItem('hauskonfig_state') ?? '{}'));
    expect(restored.selectedHouse).toMatchObject({ id: houseId, name: HOUSE, sizeInSqm: houseSize });
    expect(restored.currentStageId).toBe(stagePath.split('/').pop());
    await expectAccessible(other);
    await screenshotAt(other, 'public-saved-plan-overview');
    await other.context().close();
  });

  test('the code on /login opens the plan at its furthest step; a wrong code is refused once in German', async ({
    page,
    browser,
  }) => {
    await chooseHouseAndStage(page, houseId, HOUSE, 'Ausbauhaus');
    await page.getByRole('link', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/your-house$/);
    const code = await savePlan(page);
    await page.getByRole('button', { name: 'Schließen' }).click();
    const origin = new URL(page.url()).origin;

    const other = await otherDevice(browser, page);
    await other.goto(`${origin}/login`);
    const field = other.getByRole('textbox', { name: 'Code der Planung' });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'off');
    // Two kinds of code, told apart by name and by where each comes from.
    const customerField = other.getByRole('textbox', { name: 'Kundencode' });
    await expect(field).toHaveAccessibleDescription(/beim Speichern Ihrer Planung/);
    await expect(customerField).toHaveAccessibleDescription(/aus Ihrem persönlichen Link/);
    await expectAccessible(other);
    await screenshotAt(other, 'public-login');

    await field.fill('12345');
    await other.getByRole('button', { name: 'Planung öffnen' }).click();
    await expect(other.getByText('Der Code besteht aus 6 Ziffern.')).toBeVisible();

    const unknown = code === '000000' ? '000001' : '000000';
    await field.fill(unknown);
    await other.getByRole('button', { name: 'Planung öffnen' }).click();
    const notFound = other.getByText(
      'Zu diesem Code gibt es keine gespeicherte Planung. Bitte überprüfen Sie den Code.',
    );
    await expect(notFound).toBeVisible();
    // Once, at the field: not again in the snackbar.
    await other.waitForTimeout(500);
    await expect(notFound).toHaveCount(1);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(other);
    await screenshotAt(other, 'public-login-plan-unknown');

    // The link with an unknown code: the same text, once, with the code kept in the field.
    await other.goto(`${origin}/login?plan=${unknown}`);
    await expect(field).toHaveValue(unknown);
    await other.waitForTimeout(500);
    await expect(notFound).toHaveCount(1);

    await field.fill(code);
    await other.getByRole('button', { name: 'Planung öffnen' }).click();
    await expect(other).toHaveURL(/\/your-house$/);
    await expect(other.getByText(HOUSE).first()).toBeVisible();
    await expect(other.getByText('Ausbauhaus', { exact: true })).toBeVisible();
    await other.context().close();
  });

  // The two flows above at the desktop size; on a phone the dialog and the login page fit and work.
  test(`the saved-plan dialog and the code login fit a phone ${PHONE_ONLY}`, async ({ page }) => {
    await chooseHouseAndStage(page, houseId, HOUSE, 'Ausbauhaus');
    const code = await savePlan(page);
    const dialog = page.getByRole('dialog', { name: 'Ihre Planung ist gespeichert' });
    await expect(dialog.getByRole('textbox', { name: 'Link zu Ihrer Planung' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Link kopieren', exact: true })).toBeVisible();
    await expect(
      dialog.getByRole('textbox', { name: 'Vollständiger Link mit Ihren persönlichen Angaben' }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Vollständigen Link kopieren' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Code kopieren' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Schließen' }).click();

    await page.goto('/login');
    const field = page.getByRole('textbox', { name: 'Code der Planung' });
    await expect(field).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await field.fill(code);
    await page.getByRole('button', { name: 'Planung öffnen' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });
});
