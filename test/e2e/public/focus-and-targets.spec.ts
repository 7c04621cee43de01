import { expect, test, type Page } from '../support/test';
import { AT_BOTH_SIZES, PHONE_ONLY } from '../support/viewports';
import {
  expectFocusVisible,
  expectRingVisible,
  expectTargetsAtLeast,
  focusRing,
  settled,
  viewportShot,
} from './a11y-support';
import { catalogueDemoHouse, onPhone } from './public-support';

/** WCAG 2.5.8 (AA) everywhere; 44 px (2.5.5) where fingers tap. */
const minTarget = (page: Page) => (onPhone(page) ? 44 : 24);

interface PublicPage {
  name: string;
  path: string;
  /** Brings the page into the state to look at. */
  prepare?: (page: Page) => Promise<void>;
}

/**
 * A visitor's choices as the flow stores them, in place before every page load (as after a visit
 * through the flow), so the later steps show their content. Answers the house's id.
 */
async function planned(page: Page): Promise<string> {
  const house = await catalogueDemoHouse(page.request);
  const stages = (await (await page.request.get('/api/v1/construction-stages')).json()) as {
    id: string;
    constructionWorks: { id: string }[];
  }[];
  await page.addInitScript(
    ({ house, stage }) =>
      localStorage.setItem(
        'hauskonfig_state',
        JSON.stringify({
          selectedHouse: { id: house.id, name: house.name, sizeInSqm: null, thumbnailUrl: null, contactPersonId: null },
          withoutTemplateHouse: false,
          currentStageId: stage.id,
          selectedWorkIds: stage.constructionWorks.map((work) => work.id),
          personalInfo: {
            firstname: 'Maria',
            lastname: 'Muster',
            email: 'maria.ziel@example.at',
            phoneNumber: '+43 660 1234567',
          },
        }),
      ),
    { house: { id: house.id, name: house.name }, stage: stages[0] },
  );
  return house.id;
}

const PAGES: PublicPage[] = [
  { name: 'start', path: '/' },
  { name: 'property-shape', path: '/configure/property-shape' },
  { name: 'construction-method', path: '/configure/construction-method' },
  { name: 'configure', path: '/configure' },
  {
    name: 'house',
    path: '/configure/{house}',
  },
  {
    name: 'viewer',
    path: '/configure/{house}',
    prepare: async (page) => {
      await page.getByRole('button', { name: '3D-Ansicht starten' }).click();
      await expect(page.getByTestId('house-viewer')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
    },
  },
  { name: 'construction-stage', path: '/choose-construction-stage' },
  { name: 'your-house', path: '/your-house' },
  { name: 'request', path: '/request' },
  { name: 'personal-info', path: '/request/personal-info' },
  { name: 'overview', path: '/request/overview' },
  { name: 'login', path: '/login' },
  { name: 'not-found', path: '/gibt-es-nicht' },
];

async function open(page: Page, target: PublicPage, houseId: string): Promise<void> {
  await page.goto(target.path.replace('{house}', houseId));
  await expect(page.locator('#main h1')).toBeVisible();
  await target.prepare?.(page);
  await settled(page);
  // The page's fade-in is over, and the lazy pictures near the window have come (a floor plan's
  // link has no height before): none of them says when, off screen.
  await page.waitForTimeout(300);
}

// The ring and the target sizes depend on the layout (sticky bars, touch sizes below 960 px): both sizes.
test.describe('focus and touch targets', () => {
  test.describe.configure({ timeout: 180_000 });

  test(`every Tab stop of every public page shows a 3 px focus ring with 3:1 contrast ${AT_BOTH_SIZES}`, async ({
    page,
  }) => {
    const houseId = await planned(page);
    for (const target of PAGES) {
      await open(page, target, houseId);
      const stops = new Set<string>();
      for (let press = 0; press < 120; press += 1) {
        await page.keyboard.press('Tab');
        const here = await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return null;
          const path: string[] = [];
          for (let node: Element | null = active; node; node = node.parentElement) {
            path.unshift(`${node.tagName}:${Array.from(node.parentElement?.children ?? []).indexOf(node)}`);
          }
          return path.join('/');
        });
        // Round once: back at the first stop (or out of the page), all stops were seen.
        if (here === null || stops.has(here)) break;
        stops.add(here);
        const ring = await focusRing(page);
        await test.step(`${target.name}: ${ring.focused}`, async () => expectRingVisible(ring));
      }
      expect(stops.size, `${target.name}: Tab stops`).toBeGreaterThan(1);
    }
  });

  test('the red main button shows the ring, not only a ripple', async ({ page }) => {
    await page.goto('/configure/property-shape');
    await page.getByText('Ebenes Grundstück').click();
    const next = page.getByRole('link', { name: 'Weiter' });
    await next.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    const ring = await focusRing(page);
    expect(ring.width).toBe(3);
    expect(ring.contrast).toBeGreaterThanOrEqual(3);
    // Against the button's own red too (the ring sits 2 px outside it).
    const [ringColour, buttonColour] = await next.evaluate((element) => [
      getComputedStyle(element).outlineColor,
      getComputedStyle(element).backgroundColor,
    ]);
    expect(ringColour).not.toBe(buttonColour);
    await viewportShot(page, 'public-focus-main-button');
  });

  test('a mouse click shows no ring, the keyboard does', async ({ page }) => {
    await page.goto('/configure/property-shape');
    await page.getByText('Ebenes Grundstück').click();
    await expect(page.getByRole('radio', { name: /^Ebenes Grundstück/ })).toBeFocused();
    expect((await focusRing(page)).ringOn).toBeNull();
    await page.keyboard.press('ArrowDown');
    await expectFocusVisible(page);
  });

  test(`every visible control of every public page is at least 44 px (phone) or 24 px (desktop) in both directions ${AT_BOTH_SIZES}`, async ({
    page,
  }) => {
    const houseId = await planned(page);
    for (const target of PAGES) {
      await open(page, target, houseId);
      await test.step(target.name, () => expectTargetsAtLeast(page, minTarget(page)));
    }
  });
});

test(`the viewer controls, sky toggles and "Filter zurücksetzen" measure 44 px on a phone ${PHONE_ONLY}`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/configure');
  const reset = await page.getByRole('button', { name: 'Filter zurücksetzen' }).boundingBox();
  expect(reset!.height).toBeGreaterThanOrEqual(44);
  await page.goto(`/configure/${(await catalogueDemoHouse(page.request)).id}`);
  await page.getByRole('button', { name: '3D-Ansicht starten' }).click();
  const viewer = page.getByTestId('house-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  const boxes = await viewer.getByRole('button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const rect = button.getBoundingClientRect();
      return { name: button.getAttribute('aria-label') ?? button.textContent, width: rect.width, height: rect.height };
    }),
  );
  // Sky toggles, earlier, later, images, fullscreen, leave.
  expect(boxes.length).toBeGreaterThanOrEqual(8);
  for (const box of boxes) {
    expect(box.height, `${box.name} height`).toBeGreaterThanOrEqual(44);
    expect(box.width, `${box.name} width`).toBeGreaterThanOrEqual(44);
  }
  const slider = (await viewer.locator('.MuiSlider-root').boundingBox())!;
  expect(slider.height).toBeGreaterThanOrEqual(44);
  await viewportShot(page, 'public-viewer-targets');
});
