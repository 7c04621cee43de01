import { allowConsole, expect, PROVOKED, test, type Page } from '../support/test';
import { PHONE_ONLY } from '../support/viewports';
import { expectFocusVisible, expectHeadingFocused, tabTo, viewportShot } from './a11y-support';
import { catalogueDemoHouse, expectAccessible } from './public-support';

// One flow runs without WebGL on purpose.
test.use(allowConsole(PROVOKED.noWebGl));

const HOUSE = 'Stadtvilla Linz';
const RUN = Date.now();

/** Space on every unticked checkbox met on the way (a form may ask for a consent). */
async function tabToTickingBoxes(page: Page, name: string): Promise<void> {
  const target = page.getByRole('button', { name });
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
    const box = await page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null;
      return active?.type === 'checkbox' && !active.checked;
    });
    if (box) await page.keyboard.press('Space');
  }
  throw new Error(`button ${name} not reached`);
}

// At the desktop size; the focus ring of every page's Tab stops at the phone size (where sticky bars
// could hide it) is checked by focus-and-targets.spec.ts.
test.describe('keyboard only', () => {
  // Software WebGL on a shared machine: the 3D view takes a while.
  test.describe.configure({ timeout: 180_000 });

  test('goes through the whole flow with Tab, Enter, Space and the arrow keys', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first page of a visit keeps the focus at the start of the document.
    await expect(page.locator('#main h1')).not.toBeFocused();

    await tabTo(page, page.getByRole('link', { name: 'Jetzt Haus konfigurieren' }));
    await viewportShot(page, 'public-focus-start');
    await page.keyboard.press('Enter');

    // Plot shape: Tab into the radio group, Space ticks the focused choice.
    await expect(page).toHaveURL(/\/configure\/property-shape$/);
    await expectHeadingFocused(page, 'Wie ist Ihr Grundstück?');
    await tabTo(page, page.getByRole('radio'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: /^Ebenes Grundstück/ })).toBeChecked();
    await expectFocusVisible(page);
    await viewportShot(page, 'public-focus-property-shape');
    await tabTo(page, page.getByRole('link', { name: 'Weiter' }));
    await page.keyboard.press('Enter');

    // Construction method: the arrow keys move and choose.
    await expect(page).toHaveURL(/\/configure\/construction-method$/);
    await expectHeadingFocused(page, 'Welche Bauweise wünschen Sie?');
    await tabTo(page, page.getByRole('radio'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^Holzbau/ })).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('radio', { name: /^Massivbau/ })).toBeChecked();
    await expectFocusVisible(page);
    await tabTo(page, page.getByRole('link', { name: 'Weiter' }));
    await page.keyboard.press('Enter');

    // The catalogue: Tab through the filter to the house.
    await expect(page).toHaveURL(/\/configure$/);
    await expectHeadingFocused(page, 'Musterhaus auswählen');
    await tabTo(page, page.getByRole('link', { name: new RegExp(HOUSE) }));
    await viewportShot(page, 'public-focus-configure');
    await page.keyboard.press('Enter');

    // The house: start the 3D view, the focus goes into it.
    await expectHeadingFocused(page, HOUSE);
    await tabTo(page, page.getByRole('button', { name: '3D-Ansicht starten' }));
    await viewportShot(page, 'public-focus-house');
    await page.keyboard.press('Enter');
    const viewer = page.getByTestId('house-viewer');
    await expect(viewer).toBeVisible();
    const focused = page.locator(':focus');
    await expect(focused).toHaveAccessibleName(new RegExp(`^3D-Ansicht von ${HOUSE}`));
    expect(await focused.evaluate((element) => element.closest('[data-testid="house-viewer"]') !== null)).toBe(true);
    // The ring is checked on the loaded view: while the model loads, its progress note lies over
    // the middle of the view (on a busy machine long enough to be met here).
    await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    await expectFocusVisible(page);
    await viewportShot(page, 'public-focus-viewer');
    // The viewer's own controls are reached with Tab as well.
    await tabTo(page, viewer.getByRole('slider'));
    await page.keyboard.press('ArrowRight');
    await expect(viewer).toHaveAttribute('data-day-progress', /^0\.41/);
    await viewportShot(page, 'public-focus-viewer-slider');
    await tabTo(page, page.getByRole('button', { name: 'Dieses Haus wählen' }));
    await page.keyboard.press('Enter');

    // The stage: arrow keys to "Schlüsselfertig", Space unticks a work.
    await expect(page).toHaveURL(/\/choose-construction-stage$/);
    await expectHeadingFocused(page, 'Ausbaustufe wählen');
    await tabTo(page, page.getByRole('radio'));
    await page.keyboard.press('Space');
    const turnkey = page.getByRole('radio', { name: /^Schlüsselfertig/ });
    const settled = () => page.evaluate(() => (document.activeElement as HTMLInputElement).checked);
    for (let press = 0; press < 3 && !(await turnkey.isChecked()); press += 1) {
      await page.keyboard.press('ArrowDown');
      // The choice is written into the address before the next key.
      await expect.poll(settled).toBe(true);
    }
    await expect(turnkey).toBeChecked();
    await expect(page).toHaveURL(/\/choose-construction-stage\/[0-9a-f-]{36}$/);
    // Choosing writes the stage into the address; the focus stays in the choice.
    await expect(turnkey).toBeFocused();
    await expectFocusVisible(page);
    const blinds = page.getByRole('checkbox', { name: /Außenjalousien/ });
    await expect(blinds).toBeChecked();
    await tabTo(page, blinds);
    await page.keyboard.press('Space');
    await expect(blinds).not.toBeChecked();
    await viewportShot(page, 'public-focus-construction-stage');
    await tabTo(page, page.getByRole('link', { name: 'Weiter' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/your-house$/);
    await expectHeadingFocused(page);
    await tabTo(page, page.getByRole('link', { name: 'Unverbindlich anfragen' }));
    await viewportShot(page, 'public-focus-your-house');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/request$/);
    await expectHeadingFocused(page);
    await tabTo(page, page.getByRole('link', { name: 'Persönliche Angaben eingeben' }));
    await page.keyboard.press('Enter');

    // Personal information, typed field by field.
    await expect(page).toHaveURL(/\/request\/personal-info$/);
    await expectHeadingFocused(page);
    const fields: [string, string][] = [
      ['Vorname', 'Maria'],
      ['Nachname', `Tastatur${RUN}`],
      ['E-Mail-Adresse', `tastatur.${RUN}@example.at`],
      ['Telefonnummer', '+43 660 1234567'],
      ['Ort des Grundstücks', 'Linz'],
    ];
    for (const [label, value] of fields) {
      await tabTo(page, page.getByRole('textbox', { name: label }));
      await page.keyboard.type(value);
    }
    await viewportShot(page, 'public-focus-personal-info');
    await tabToTickingBoxes(page, 'Weiter zur Zusammenfassung');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/request\/overview$/);
    await expectHeadingFocused(page);
    await expect(page.getByText(`tastatur.${RUN}@example.at`)).toBeVisible();
    await expectAccessible(page);
  });

  test('back and forward move the focus to the heading of the page shown', async ({ page }) => {
    await page.goto('/configure/property-shape');
    await expect(page.locator('#main h1')).not.toBeFocused();
    await tabTo(page, page.getByRole('link', { name: 'Zurück' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expectHeadingFocused(page, 'Demo-Konfigurator für Ihr Fertighaus');
    await page.goBack();
    await expectHeadingFocused(page, 'Wie ist Ihr Grundstück?');
    await page.goForward();
    await expectHeadingFocused(page, 'Demo-Konfigurator für Ihr Fertighaus');
    // Tab goes on from the heading: the next stop is on the page, not in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#main') !== null)).toBe(true);
  });
});

test(`without WebGL "3D-Ansicht starten" moves the focus onto the viewer, and leaving returns it ${PHONE_ONLY}`, async ({
  page,
  request,
}) => {
  const house = await catalogueDemoHouse(request);
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      return kind.startsWith('webgl') || kind === 'experimental-webgl'
        ? null
        : (getContext as (...args: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof getContext;
  });
  await page.goto(`/configure/${house.id}`);
  await expect(page.locator('#main h1')).toHaveText(house.name);
  const start = page.getByRole('button', { name: '3D-Ansicht starten' });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  const viewer = page.getByTestId('house-viewer');
  await expect(viewer.getByRole('alert')).toContainText('WebGL ist nicht verfügbar');
  await expect(viewer).toBeFocused();
  await expect(viewer).toHaveAccessibleName(`3D-Ansicht von ${house.name}`);
  await tabTo(page, viewer.getByRole('button', { name: '3D-Ansicht verlassen' }));
  await page.keyboard.press('Enter');
  await expect(start).toBeFocused();
  await expectFocusVisible(page);
});
