import { expect, test, type Page } from '../support/test';
import { screenshot } from '../support/screenshots';
import { AT_BOTH_SIZES } from '../support/viewports';
import {
  catalogueDemoHouse,
  createContactPerson,
  createCustomer,
  type Customer,
  logInCustomer,
  screenshots,
  staffToken,
} from './public-support';

const RUN = Date.now();
/** Chrome on an Android phone: the browser Scene Viewer is offered in. */
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** Safari on an iPhone: Quick Look (its `rel="ar"` support is emulated in the test). */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let customer: Customer;

async function openViewer(page: Page): Promise<void> {
  await logInCustomer(page, customer);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Planung, Klara');
  await page.getByRole('button', { name: '3D-Ansicht starten' }).click();
}

/** Where the page sends the browser (Scene Viewer's intent never loads, so it is read from the request to go). */
async function watchNavigations(page: Page): Promise<string[]> {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Page.frameRequestedNavigation', ({ url }: { url: string }) => urls.push(url));
  await cdp.send('Page.enable');
  return urls;
}

/**
 * A customer's own house (a custom copy of a demo house) has private models, which Scene Viewer
 * cannot fetch with the customer's token: the customer area asks the API for a signed link.
 */
test.describe('AR in the customer area', () => {
  test.use({ userAgent: ANDROID_CHROME });
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async ({ request }) => {
    const token = await staffToken(request);
    const contactPersonId = await createContactPerson(request, token, `Anna Berger ${RUN}`);
    const house = await catalogueDemoHouse(request);
    customer = await createCustomer(request, token, {
      lastName: `Ar${RUN}`,
      status: 'IN_PLANNING',
      houseId: house.id,
      contactPersonId,
    });
    const assigned = await request.put(`/api/v1/admin/customer-requests/${customer.requestId}/assign-custom-house`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
  });

  test(`opens Scene Viewer on Android with a signed link to the private GLB ${AT_BOTH_SIZES}`, async ({
    page,
    playwright,
  }) => {
    const navigations = await watchNavigations(page);
    // The link is held back a moment so the button's waiting state shows.
    let releaseLink = () => {};
    const linkHeld = new Promise<void>((resolve) => (releaseLink = resolve));
    await page.route('**/api/v1/house-views/*/ar-link', async (route) => {
      await linkHeld;
      await route.continue();
    });
    await openViewer(page);
    const viewer = page.getByTestId('house-viewer');
    const arButton = viewer.getByRole('button', { name: 'In AR ansehen' });
    await expect(arButton).toHaveAttribute('data-ar-mode', 'scene-viewer');
    await screenshots(page, 'customer-ar-button');

    const linkRequest = page.waitForRequest('**/api/v1/house-views/*/ar-link');
    await arButton.click();
    expect((await linkRequest).method()).toBe('POST');
    await expect(viewer.getByRole('button', { name: 'AR wird vorbereitet …' })).toBeDisabled();
    releaseLink();
    const dialog = page.getByRole('dialog', { name: 'So funktioniert AR' });
    await expect(dialog).toBeVisible();
    await screenshot(page, 'public-customer-ar-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'AR starten' }).click();

    await expect.poll(() => navigations.find((url) => url.startsWith('intent://'))).toBeDefined();
    const intent = navigations.find((url) => url.startsWith('intent://'))!;
    expect(intent).toContain('package=com.google.android.googlequicksearchbox');
    const file = new URL(intent.replace(/^intent:/, 'https:').split('#')[0]).searchParams.get('file')!;
    expect(file).toMatch(/\/api\/v1\/house-views\/[0-9a-f-]{36}\/model\?v=\d+&sig=[\w-]+\.[\w-]+\.[\w-]+$/);

    // Scene Viewer fetches the link without the customer's token; without the signature it is closed.
    const anonymous = await playwright.request.newContext();
    const signed = await anonymous.get(file);
    expect(signed.status()).toBe(200);
    expect(signed.headers()['content-type']).toBe('model/gltf-binary');
    expect((await anonymous.get(file.replace(/&sig=.*$/, ''))).status()).toBe(403);
    await anonymous.dispose();
  });

  test.describe('on iOS', () => {
    test.use({ userAgent: IPHONE_SAFARI });

    test('opens Quick Look on iOS with a signed link to the private USDZ', async ({ page, playwright }) => {
      // Safari on iOS reports rel="ar" support.
      await page.addInitScript(() => {
        const supports = DOMTokenList.prototype.supports;
        DOMTokenList.prototype.supports = function (token: string) {
          return token === 'ar' || supports.call(this, token);
        };
      });
      await openViewer(page);
      const viewer = page.getByTestId('house-viewer');
      const arButton = viewer.getByRole('button', { name: 'In AR ansehen' });
      await expect(arButton).toHaveAttribute('data-ar-mode', 'quick-look');
      await arButton.click();
      await page.getByRole('dialog').getByRole('button', { name: 'AR starten' }).click();

      const link = viewer.locator('a[rel="ar"]');
      await expect(link).toHaveAttribute('href', /\/model\.usdz\?v=\d+&sig=[\w.-]+#allowsContentScaling=0$/);
      const usdz = (await link.getAttribute('href'))!.split('#')[0];
      const anonymous = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
      const signed = await anonymous.get(usdz);
      expect(signed.status()).toBe(200);
      expect(signed.headers()['content-type']).toBe('model/vnd.usdz+zip');
      await anonymous.dispose();
    });
  });

  test(`says in German when the link cannot be had ${AT_BOTH_SIZES}`, async ({ page }) => {
    await page.route('**/api/v1/house-views/*/ar-link', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"SERVICE_UNAVAILABLE"}' }),
    );
    await openViewer(page);
    const viewer = page.getByTestId('house-viewer');
    await viewer.getByRole('button', { name: 'In AR ansehen' }).click();
    await expect(viewer.getByRole('alert')).toContainText(
      'Die AR-Ansicht konnte nicht vorbereitet werden. Bitte versuchen Sie es erneut.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: 'In AR ansehen' })).toBeEnabled();
    await screenshots(page, 'customer-ar-failed');
  });
});
