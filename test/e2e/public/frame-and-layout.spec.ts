import { expect, test, type Page } from '../support/test';
import { AT_BOTH_SIZES } from '../support/viewports';
import {
  catalogueDemoHouse,
  expectAccessible,
  expectNoHorizontalOverflow,
  onPhone,
  screenshots,
} from './public-support';

interface VendorSettings {
  vendorName: string;
  logoUrl: string | null;
  heroImageUrl: string | null;
  websiteUrl: string | null;
  imprintText: string;
  privacyText: string;
}

const UNKNOWN_HOUSE = '/configure/00000000-0000-4000-8000-000000000000';

let vendor: VendorSettings;
let houseId: string;

/** Paragraphs of a legal text as the page shows them (a blank line starts one). */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The element's box lies inside the window as it is now (nothing to scroll to reach it). */
async function expectInViewport(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height + 0.5);
}

/** The header's brand and back link, and the footer, as every public page shows them. */
async function expectFrame(page: Page) {
  const brand = page.getByRole('link', { name: `${vendor.vendorName} – zur Startseite` });
  await expect(brand).toBeVisible();
  await expect(brand).toHaveAttribute('href', '/');
  const logo = brand.locator('img');
  await expect(logo).toHaveAttribute('src', vendor.logoUrl!);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const back = page.getByRole('link', { name: `Zur Website von ${vendor.vendorName}` });
  await expect(back).toBeVisible();
  await expect(back).toHaveAttribute('href', vendor.websiteUrl!);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${vendor.vendorName}`);
  await expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
  await expect(footer.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/datenschutz');
  await expect.poll(() => page.title()).toContain(` – ${vendor.vendorName}`);
}

test.describe('the public frame and the layout', () => {
  test.beforeAll(async ({ request }) => {
    vendor = (await (await request.get('/api/v1/settings')).json()) as VendorSettings;
    // The demo vendor has everything the frame shows.
    expect(vendor.logoUrl).toBeTruthy();
    expect(vendor.heroImageUrl).toBeTruthy();
    expect(vendor.websiteUrl).toBeTruthy();
    houseId = (await catalogueDemoHouse(request)).id;
  });

  test('the page starts when a picture of its first view fails or never arrives', async ({ page }) => {
    // The app's code loads after the first view's pictures; a broken or hanging picture server must
    // not keep it away (src/boot/app-boot.ts waits at most a second).
    for (const picture of ['fails', 'hangs'] as const) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.route('**/api/v1/files/houses/**', (route) =>
        picture === 'fails' ? route.fulfill({ status: 404 }) : undefined,
      );
      await page.goto('/configure', { waitUntil: 'commit' });
      await expect(page.getByRole('search', { name: 'Filter' }), `picture ${picture}`).toBeVisible({ timeout: 5000 });
      await expect(page.locator('.shell')).toHaveCount(0);
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  // The frame and the layout at both sizes; the phone's differences are checked where they are.
  test(`every page has the logo, the way back to the vendor site and the legal footer ${AT_BOTH_SIZES}`, async ({
    page,
  }) => {
    const pages = [
      '/',
      '/configure/property-shape',
      '/configure/construction-method',
      '/configure',
      `/configure/${houseId}`,
      '/choose-construction-stage',
      '/your-house',
      '/request',
      '/request/personal-info',
      '/login',
      '/impressum',
      '/datenschutz',
      UNKNOWN_HOUSE,
      '/gibt-es-nicht',
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFrame(page);
      await expectNoHorizontalOverflow(page);
    }
  });

  test(`the footer leads to the vendor imprint and privacy statement, and back ${AT_BOTH_SIZES}`, async ({ page }) => {
    await page.goto('/configure/property-shape');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
    const imprint = page.locator('[data-legal-text] p');
    await expect(imprint).toHaveCount(paragraphs(vendor.imprintText).length);
    for (const [index, paragraph] of paragraphs(vendor.imprintText).entries()) {
      // Line breaks inside a paragraph stay line breaks.
      expect(await imprint.nth(index).innerText()).toBe(paragraph);
    }
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    await screenshots(page, 'imprint');
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/configure\/property-shape$/);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click();
    await expect(page).toHaveURL(/\/datenschutz$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
    // The text's own first line repeats the heading; it is not shown twice.
    const [, ...privacy] = paragraphs(vendor.privacyText);
    const shown = page.locator('[data-legal-text] p');
    await expect(shown).toHaveCount(privacy.length);
    await expect(shown.first()).toHaveText(privacy[0]);
    await expect(shown.last()).toHaveText(privacy[privacy.length - 1]);
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    await screenshots(page, 'privacy');
  });

  test('a legal page opened directly leads to the start page', async ({ page }) => {
    await page.goto('/datenschutz');
    await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test(`the start page shows the hero picture with the brand and the main action ${AT_BOTH_SIZES}`, async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.locator('img[data-hero-image]');
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('width', '1600');
    await expect(hero).toHaveAttribute('height', '900');
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    const source = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(source.startsWith(`${new URL(page.url()).origin}${vendor.heroImageUrl}`)).toBe(true);
    // Phones load the small variant, desktops the full picture.
    expect(source.includes('size=small')).toBe(onPhone(page));
    await expect(page.getByText(vendor.vendorName, { exact: true }).first()).toBeVisible();
    await expectInViewport(page, page.getByRole('link', { name: 'Jetzt Haus konfigurieren' }));
    const heroBox = await hero.boundingBox();
    // Across the whole window.
    expect(Math.round(heroBox!.width)).toBe(page.viewportSize()!.width);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshots(page, 'start');
  });

  test(`the static shell draws each landing page's first view where the page puts it ${AT_BOTH_SIZES}`, async ({
    browser,
    page,
  }) => {
    // What the page's own elements are in the shell (api/src/spa/first-view-markup.ts): the
    // server draws them so they paint before the app's code loads.
    const firstViews = [
      { path: '/', parts: [['img[data-hero-image]', '.shell-hero']] },
      {
        path: '/configure',
        parts: [
          ['main h1', '.shell-title'],
          ['main article img', '.shell-card-picture'],
        ],
      },
      {
        path: `/configure/${houseId}`,
        parts: [
          ['main h1', '.shell-title'],
          ['img[data-house-picture]', '.shell-house-picture'],
        ],
      },
    ];
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    try {
      const shell = await context.newPage();
      for (const { path, parts } of firstViews) {
        await page.goto(path);
        await shell.goto(path);
        // Measured from the shell's top: without JavaScript the noscript notice stands above it.
        const shellTop = (await shell.locator('.shell').boundingBox())!.y;
        for (const [own, drawn] of parts) {
          const ownElement = page.locator(own).first();
          await expect(ownElement).toBeVisible();
          const ownBox = (await ownElement.boundingBox())!;
          const drawnElement = shell.locator(drawn).first();
          await expect(drawnElement).toBeVisible();
          const drawnBox = (await drawnElement.boundingBox())!;
          // Where and as large as the page's own: nothing jumps when the page replaces it.
          const where = `${drawn} on ${path}`;
          expect(Math.abs(drawnBox.x - ownBox.x), where).toBeLessThanOrEqual(1);
          expect(Math.abs(drawnBox.y - shellTop - ownBox.y), where).toBeLessThanOrEqual(1);
          expect(Math.abs(drawnBox.width - ownBox.width), where).toBeLessThanOrEqual(1);
          expect(Math.abs(drawnBox.height - ownBox.height), where).toBeLessThanOrEqual(1);
          if (drawn === '.shell-title') await expect(drawnElement).toHaveText((await ownElement.textContent())!);
          else {
            // The same file, so the browser loads it once.
            const source = (locator: ReturnType<Page['locator']>) =>
              locator.evaluate((image: HTMLImageElement) => image.currentSrc);
            expect(await source(drawnElement), where).toBe(await source(ownElement));
          }
        }
      }
      // Other pages show only the frame until their code has run.
      await shell.goto('/login');
      await expect(shell.locator('.shell img')).toHaveCount(0);
      await expect(shell.getByText('Wird geladen …')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test(`the house page keeps its main action in sight and sets its columns by the width ${AT_BOTH_SIZES}`, async ({
    page,
  }) => {
    await page.goto(`/configure/${houseId}`);
    const picture = page.locator('img[data-house-picture]');
    const facts = page.locator('[data-house-facts]');
    await expect(picture).toBeVisible();
    await expect(facts).toBeVisible();
    const viewport = page.viewportSize()!;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // A long page: the action would be out of sight without the sticky placement.
    expect(height).toBeGreaterThan(viewport.height * 1.4);
    const pictureBox = (await picture.boundingBox())!;
    const factsBox = (await facts.boundingBox())!;
    if (!onPhone(page)) {
      // Two columns: the key data to the right of the pictures, at their height.
      expect(factsBox.x).toBeGreaterThanOrEqual(pictureBox.x + pictureBox.width);
      expect(factsBox.y).toBeLessThan(pictureBox.y + pictureBox.height);
    } else {
      // One column: the key data below the picture.
      expect(factsBox.y).toBeGreaterThanOrEqual(pictureBox.y + pictureBox.height);
      expect(Math.abs(factsBox.x - pictureBox.x)).toBeLessThan(1);
    }
    const action = page.getByRole('button', { name: 'Dieses Haus wählen' }).filter({ visible: true });
    await expect(action).toHaveCount(1);
    await expectInViewport(page, action);
    await page.mouse.wheel(0, height / 2);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(viewport.height / 2);
    await expectInViewport(page, action);
    if (onPhone(page)) {
      // At the end of the page the bar covers nothing: the last text ends above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const hint = page.getByText('Kein passendes Haus dabei?');
      const hintBox = (await hint.boundingBox())!;
      const actionBox = (await action.boundingBox())!;
      expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(actionBox.y);
    }
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshots(page, 'house');
  });

  test(`a step with a long list keeps "Weiter" at the bottom of the window ${AT_BOTH_SIZES}`, async ({ page }) => {
    await page.goto('/choose-construction-stage');
    await page.getByRole('radio').first().check();
    const bar = page.locator('[data-step-actions]');
    await expect(bar).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectInViewport(page, bar.getByRole('link', { name: 'Weiter' }));
    const viewport = page.viewportSize()!;
    const barBox = (await bar.boundingBox())!;
    // At the window's bottom edge, not after the content.
    expect(barBox.y + barBox.height).toBeGreaterThan(viewport.height - 2);
  });

  test(`an unknown house shows a German page with the way to the catalogue ${AT_BOTH_SIZES}`, async ({ page }) => {
    for (const path of [UNKNOWN_HOUSE, '/configure/kein-haus']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieses Haus gibt es nicht (mehr)');
      await expect(page.getByText('Internal Server Error')).toHaveCount(0);
      await expect(page.getByText('HOUSE_NOT_FOUND')).toHaveCount(0);
      await expectFrame(page);
    }
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    await screenshots(page, 'house-not-found');
    await page.getByRole('link', { name: 'Zu den Musterhäusern' }).click();
    await expect(page).toHaveURL(/\/configure$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Musterhaus auswählen');
    await page.goto('/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite konnte nicht gefunden werden');
  });
});
