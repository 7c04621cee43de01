import { expect, test, type Locator, type Page } from '../support/test';
import { releaseViaApi } from '../admin/admin-support';
import { screenshot, screenshotOf } from '../support/screenshots';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import { chooseHouseAndStage, consentBox, fillPersonalInfo, otherDevice } from './plan-support';
import { catalogueDemoHouse, expectNoHorizontalOverflow, findStoredRequest, staffToken } from './public-support';

const RUN = Date.now();
const HEADING = 'Vorderseite nach Südwesten (225°)';
const WINTER = 'Winteranfang (21. Dezember)';

/** Starts the 3D view on the page and opens its date and compass controls. */
async function openViewer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: '3D-Ansicht starten' }).click();
  const viewer = page.getByTestId('house-viewer');
  await expect(viewer).toBeVisible({ timeout: 30_000 });
  await viewer.getByRole('button', { name: 'Datum und Ausrichtung' }).click();
  return viewer;
}

/** The viewer shows the orientation turned in the flow: attributes and the controls' own text. */
async function expectTurned(viewer: Locator): Promise<void> {
  await expect(viewer).toHaveAttribute('data-house-heading', '225');
  await expect(viewer).toHaveAttribute('data-sun-date', /^\d{4}-12-21$/);
  await expect(viewer.getByRole('group', { name: 'Ausrichtung des Hauses' })).toContainText(HEADING);
  await expect(viewer.getByRole('combobox', { name: 'Datum' })).toHaveText(WINTER);
}

test.describe('the 3D view’s orientation is kept with the plan', () => {
  // Software WebGL on a shared machine: each viewer start creates a context and loads three.js.
  test.describe.configure({ timeout: 240_000 });

  test('turned and dated in the flow, it survives a reload, a saved plan, the request, the admin page and the customer area', async ({
    page,
    browser,
    request,
  }) => {
    const house = await catalogueDemoHouse(request);

    // The visitor turns the house to the south-west and picks midwinter on the house page.
    await page.goto(`/configure/${house.id}`);
    let viewer = await openViewer(page);
    await expect(viewer).toHaveAttribute('data-house-heading', '180');
    for (let turn = 0; turn < 3; turn += 1) {
      await viewer.getByRole('button', { name: 'Haus im Uhrzeigersinn drehen' }).click();
    }
    await viewer.getByRole('combobox', { name: 'Datum' }).click();
    await page.getByRole('option', { name: WINTER }).click();
    await expectTurned(viewer);

    // Kept like the other choices: a reload opens the view as it was left.
    await page.reload();
    viewer = await openViewer(page);
    await expectTurned(viewer);

    // Saved with the plan and restored on another device.
    await chooseHouseAndStage(page, house.id, house.name, 'Ausbauhaus');
    await page.getByRole('button', { name: 'Planung speichern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ihre Planung ist gespeichert' });
    const code = (await dialog.locator('[data-saved-plan-code]').textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
    const origin = new URL(page.url()).origin;
    const other = await otherDevice(browser, page);
    await other.goto(`${origin}/login?plan=${code}`);
    await other.waitForURL((url) => !url.pathname.startsWith('/login'));
    await other.goto(`${origin}/configure/${house.id}`);
    const restored = await openViewer(other);
    await expectTurned(restored);
    await screenshotOf(restored, 'public-orientation-restored');
    await other.context().close();

    // Sent with the request.
    const email = `ausrichtung.${RUN}@example.at`;
    await page.getByRole('link', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/your-house$/);
    await page.getByRole('link', { name: 'Unverbindlich anfragen' }).click();
    await expect(page).toHaveURL(/\/request$/);
    await page.getByRole('link', { name: 'Persönliche Angaben eingeben' }).click();
    await expect(page).toHaveURL(/\/request\/personal-info$/);
    await fillPersonalInfo(page, {
      firstname: 'Sonja',
      lastname: `Sonnig${RUN}`,
      email,
      phone: '+43 660 1234567',
    });
    await consentBox(page).check();
    await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
    await page.getByRole('button', { name: 'Unverbindlich anfragen' }).click();
    await expect(page).toHaveURL(/\/request\/successfully-created$/);
    const stored = await findStoredRequest(request, await staffToken(request), email);
    expect(stored).toMatchObject({ houseHeading: 225, sunDate: 'WINTER' });

    // Staff read it on the request page in the viewer's words.
    const staff = await otherDevice(browser, page, { storageState: STAFF_SESSION });
    await openAsStaff(staff, `/admin/customer-requests/edit/${stored.id}`);
    const orientation = staff.getByTestId('house-orientation');
    await expect(orientation).toContainText(`Ausrichtung${HEADING}`);
    await expect(orientation).toContainText(`Sonnenstand${WINTER}`);
    // The screen around the house card: a full page of this form is too tall to read on a phone.
    await orientation.scrollIntoViewIfNeeded();
    await screenshot(staff, 'admin-request-orientation', { fullPage: false });

    // Released, the customer's 3D view opens turned and dated as sent.
    const access = await releaseViaApi(staff, stored.id);
    await staff.context().close();
    const customer = await otherDevice(browser, page);
    await customer.goto(`${origin}/?code=${access.loginCode}`);
    const login = customer.getByRole('dialog', { name: 'Passwort eingeben' });
    await login.getByLabel('Passwort', { exact: true }).fill(access.password);
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(customer.getByRole('heading', { level: 2, name: house.name })).toBeVisible();
    await expectTurned(await openViewer(customer));
    await customer.context().close();
  });

  // The flow above at the desktop size; on a phone the controls it uses fit and work.
  test(`the orientation controls fit a phone and turn the house ${PHONE_ONLY}`, async ({ page, request }) => {
    const house = await catalogueDemoHouse(request);
    await page.goto(`/configure/${house.id}`);
    const viewer = await openViewer(page);
    const turn = viewer.getByRole('button', { name: 'Haus im Uhrzeigersinn drehen' });
    await expect(turn).toBeVisible();
    await expect(viewer.getByRole('combobox', { name: 'Datum' })).toBeVisible();
    for (let step = 0; step < 3; step += 1) await turn.click();
    await expect(viewer).toHaveAttribute('data-house-heading', '225');
    await expectNoHorizontalOverflow(page);
  });
});
