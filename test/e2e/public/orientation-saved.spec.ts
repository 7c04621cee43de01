import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { loginAsStaff, releaseViaApi } from '../admin/admin-support';
import { screenshot, screenshotOf } from '../support/screenshots';
import { demoHouse } from '../viewer/viewer-support';
import { chooseHouseAndStage, consentBox, fillPersonalInfo, viewportOf, WIDTHS, type Width } from './plan-support';
import { findStoredRequest, staffToken, watchErrors } from './public-support';

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

async function otherDevice(browser: Browser, width: Width): Promise<Page> {
  const context = await browser.newContext({ viewport: viewportOf(width), locale: 'de-DE' });
  return context.newPage();
}

test.describe('the 3D view’s orientation is kept with the plan', () => {
  // Software WebGL on a shared machine: each viewer start creates a context and loads three.js.
  test.describe.configure({ timeout: 240_000 });

  for (const width of WIDTHS) {
    test(`turned and dated in the flow, it survives a reload, a saved plan, the request, the admin page and the customer area (${width} px)`, async ({
      page,
      browser,
      request,
    }) => {
      const errors = watchErrors(page);
      await page.setViewportSize(viewportOf(width));
      const { house } = await demoHouse(request);

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
      const origin = new URL(page.url()).origin;
      const other = await otherDevice(browser, width);
      await other.goto(`${origin}/login?plan=${code}`);
      await other.waitForURL((url) => !url.pathname.startsWith('/login'));
      await other.goto(`${origin}/configure/${house.id}`);
      const restored = await openViewer(other);
      await expectTurned(restored);
      await screenshotOf(restored, 'public-orientation-restored');
      await other.context().close();

      // Sent with the request.
      const email = `ausrichtung.${width}.${RUN}@example.at`;
      await page.getByRole('link', { name: 'Weiter' }).click();
      await page.getByRole('link', { name: 'Unverbindlich anfragen' }).click();
      await page.getByRole('link', { name: 'Persönliche Angaben eingeben' }).click();
      await fillPersonalInfo(page, {
        firstname: 'Sonja',
        lastname: `Sonnig${width}`,
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
      const staff = await otherDevice(browser, width);
      await loginAsStaff(staff, `/admin/customer-requests/edit/${stored.id}`);
      const orientation = staff.getByTestId('house-orientation');
      await expect(orientation).toContainText(`Ausrichtung${HEADING}`);
      await expect(orientation).toContainText(`Sonnenstand${WINTER}`);
      // The screen around the house card: a full page of this form is too tall to read on a phone.
      await orientation.scrollIntoViewIfNeeded();
      await screenshot(staff, 'admin-request-orientation', { fullPage: false });

      // Released, the customer's 3D view opens turned and dated as sent.
      const access = await releaseViaApi(staff, stored.id);
      await staff.context().close();
      const customer = await otherDevice(browser, width);
      await customer.goto(`${origin}/?code=${access.loginCode}`);
      const login = customer.getByRole('dialog', { name: 'Passwort eingeben' });
      await login.getByLabel('Passwort', { exact: true }).fill(access.password);
      await login.getByRole('button', { name: 'Anmelden' }).click();
      await expect(customer.getByRole('heading', { level: 2, name: house.name })).toBeVisible();
      await expectTurned(await openViewer(customer));
      await customer.context().close();
      expect(errors).toEqual([]);
    });
  }
});
