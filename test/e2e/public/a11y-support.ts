import { expect, type Locator, type Page } from '@playwright/test';
import { screenshot } from '../support/screenshots';

/** A screenshot of the viewport as it is (the focused control in view), `<name>-<width>.png`. */
export async function viewportShot(page: Page, name: string): Promise<void> {
  await screenshot(page, name, { fullPage: false });
}

export interface FocusRing {
  /** What has the focus: tag, role and text, for messages. */
  focused: string;
  /** The element drawing the ring (the focused one or a close ancestor), null without a ring. */
  ringOn: string | null;
  width: number;
  /** Contrast of the ring against the surface it is drawn on (null when drawn inside the element). */
  contrast: number | null;
  /** What lies over the middle of the ringed element instead of it (a sticky bar: WCAG 2.4.11). */
  obscuredBy: string | null;
}

/**
 * The focus ring of the focused element: an outline of at least 2 px on it or on one of its three
 * nearest ancestors (a hidden radio rings its card, an input its field), with the contrast of the
 * outline colour against the first opaque background behind that element.
 */
export async function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(() => {
    const parse = (colour: string): [number, number, number, number] | null => {
      const match = colour.match(/rgba?\(([^)]+)\)/);
      if (!match) return null;
      const [r, g, b, a = 1] = match[1]
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const luminance = ([r, g, b]: number[]) =>
      [r, g, b]
        .map((value) => value / 255)
        .map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
        .reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index], 0);
    const surfaceBehind = (element: Element): number[] => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour && colour[3] === 1) return colour;
      }
      return [255, 255, 255];
    };
    const describe = (element: Element | null) =>
      element
        ? `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
        : 'nothing';

    const active = document.activeElement;
    let candidate: Element | null = active;
    for (let level = 0; candidate && level < 4; level += 1, candidate = candidate.parentElement) {
      const style = getComputedStyle(candidate);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle === 'none' || width < 2) continue;
      const ring = parse(style.outlineColor);
      const inside = parseFloat(style.outlineOffset) < 0;
      const contrast =
        ring && !inside
          ? (Math.max(luminance(ring), luminance(surfaceBehind(candidate))) + 0.05) /
            (Math.min(luminance(ring), luminance(surfaceBehind(candidate))) + 0.05)
          : null;
      // Under a sticky bar: the middle of the ringed element is in the window, but something else
      // (not the element, nor what holds it, like a hidden input's thumb) is on top there.
      const box = candidate.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const inWindow = x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
      const hit = inWindow ? document.elementFromPoint(x, y) : null;
      const obscuredBy =
        !hit || candidate.contains(hit) || hit.contains(candidate)
          ? null
          : `${describe(hit)} at ${Math.round(x)},${Math.round(y)}`;
      return { focused: describe(active), ringOn: describe(candidate), width, contrast, obscuredBy };
    }
    return { focused: describe(active), ringOn: null, width: 0, contrast: null, obscuredBy: null };
  });
}

/**
 * The focused control shows a ring of at least 3 px with 3:1 against where it is drawn, and is
 * not hidden under the sticky header or step bar.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  expectRingVisible(await focusRing(page));
}

/** The ring measured by `focusRing` is as `expectFocusVisible` wants it. */
export function expectRingVisible(ring: FocusRing): void {
  expect(ring.ringOn, `focus ring on ${ring.focused}`).not.toBeNull();
  expect(ring.width, `ring width on ${ring.focused}`).toBeGreaterThanOrEqual(3);
  if (ring.contrast !== null) expect(ring.contrast, `ring contrast on ${ring.focused}`).toBeGreaterThanOrEqual(3);
  expect(ring.obscuredBy, `${ring.focused} hidden under something else`).toBeNull();
}

/** After a page change the page's h1 has the focus (announced), without a ring. */
export async function expectHeadingFocused(page: Page, name?: string | RegExp): Promise<void> {
  const heading = page.locator('#main h1');
  await expect(heading).toBeFocused();
  if (name) await expect(heading).toHaveText(name);
  expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  await settled(page);
}

/**
 * What a page loads after its heading (suggestions, a contact person, the catalogue) is in place:
 * no spinner and nothing busy, then two frames for the layout.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main .MuiCircularProgress-root, [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const isFocused = (target: Locator) =>
  target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/**
 * Presses Tab (or Shift+Tab) until one of the target's elements has the focus, checking the focus
 * ring at every stop on the way.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate(() => document.activeElement !== document.body)) await expectFocusVisible(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

export interface Target {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible interactive element of the page with the box a finger hits: a field's whole
 * frame, a checkbox's or radio's label, a slider's strip. Links inside running text are left
 * out (WCAG 2.5.8's inline exception), as are controls out of sight above the page (the skip link).
 */
export async function touchTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="slider"]',
      '[role="combobox"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const parent = element.parentElement;
      if (!parent) return false;
      const ownText = (parent.textContent ?? '').replace(element.textContent ?? '', '').trim();
      return ownText.length > 0;
    };
    const hitBox = (element: Element): Element =>
      element.closest('label') ??
      element.closest('.MuiInputBase-root') ??
      element.closest('.MuiSlider-root') ??
      element;
    const seen = new Set<Element>();
    const targets: { what: string; width: number; height: number }[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest('[aria-hidden="true"], [inert]') || inRunningText(element)) continue;
      const box = hitBox(element);
      if (seen.has(box)) continue;
      seen.add(box);
      const style = getComputedStyle(box);
      const rect = box.getBoundingClientRect();
      if (style.visibility === 'hidden' || style.display === 'none' || rect.width === 0 || rect.height === 0) continue;
      if (rect.bottom + window.scrollY <= 0) continue;
      const name = (element.getAttribute('aria-label') ?? box.textContent ?? '').trim().replace(/\s+/g, ' ');
      targets.push({
        what: `${element.tagName.toLowerCase()} "${name.slice(0, 50)}"`,
        width: Math.round(rect.width * 10) / 10,
        height: Math.round(rect.height * 10) / 10,
      });
    }
    return targets;
  });
}

/** Every target of the page is at least `min` px wide and high. */
export async function expectTargetsAtLeast(page: Page, min: number): Promise<void> {
  const targets = await touchTargets(page);
  expect(targets.length).toBeGreaterThan(0);
  expect(targets.filter((target) => target.width < min || target.height < min)).toEqual([]);
}
