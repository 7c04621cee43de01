import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots are for people to look at, and no test compares them: they are written only when
 * asked for (`E2E_SCREENSHOTS=1`), into test-results/screenshots/, named `<name>-<width>.png`.
 */
export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS === '1';
const SCREENSHOTS = join(__dirname, '..', '..', '..', 'test-results', 'screenshots');

/** Sticky bars would be drawn in the middle of a full-page image. */
const STATIC_BARS =
  'header.MuiAppBar-root, [data-site-header], [data-step-actions], [data-house-facts] { position: static !important; }';

/** The page (full length unless told) at its current width; a dialog is best taken with `fullPage: false`. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  const width = page.viewportSize()?.width ?? 0;
  // Layout, lazy images and transitions (200 ms at most) settle.
  await page.waitForTimeout(400);
  await page.screenshot({
    path: join(SCREENSHOTS, `${name}-${width}.png`),
    fullPage,
    animations: 'disabled',
    style: STATIC_BARS,
  });
}

/** One element (the 3D viewer, say) at the page's current width. */
export async function screenshotOf(element: Locator, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  const width = element.page().viewportSize()?.width ?? 0;
  await element.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`) });
}
