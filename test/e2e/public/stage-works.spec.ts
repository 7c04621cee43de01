import { PERSISTED_STATE_KEY, type ConstructionStageDto } from '@hauskonfig/shared';
import { expect, test, type Page } from '../support/test';
import { AT_BOTH_SIZES } from '../support/viewports';
import { chooseHouseAndStage, screenshotAt } from './plan-support';
import { catalogueDemoHouse, expectAccessible, expectNoHorizontalOverflow } from './public-support';

const STAGE = 'Belagsfertig';
const INCLUDED = ['Estrich', 'Fußbodenheizung'];
const OPTION = 'Kontrollierte Wohnraumlüftung';

const workBox = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}`) });

/** The ids of the demo works with these names. */
async function workIds(page: Page, names: string[]): Promise<string[]> {
  const stages = (await (await page.request.get('/api/v1/construction-stages')).json()) as ConstructionStageDto[];
  const works = stages.flatMap((stage) => stage.constructionWorks);
  return names.map((name) => works.find((work) => work.name === name)!.id);
}

const storedWorkIds = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}').selectedWorkIds as string[],
    PERSISTED_STATE_KEY,
  );

test.describe('works of a construction stage', () => {
  test(`included works stay ticked and say why; only Zusatzoptionen can be left out ${AT_BOTH_SIZES}`, async ({
    page,
    request,
  }) => {
    const house = await catalogueDemoHouse(request);
    await chooseHouseAndStage(page, house.id, house.name, STAGE);
    for (const name of INCLUDED) {
      const box = workBox(page, name);
      await expect(box).toBeChecked();
      await expect(box).toBeDisabled();
      await expect(page.locator('label').filter({ has: box })).toContainText('Im Preis der Ausbaustufe enthalten');
    }
    // A tap on it changes nothing (forced: Playwright would not tap a disabled control).
    await page
      .locator('label')
      .filter({ has: workBox(page, INCLUDED[0]!) })
      .click({ force: true });
    await expect(workBox(page, INCLUDED[0]!)).toBeChecked();
    // A Zusatzoption is the visitor's choice.
    await workBox(page, OPTION).uncheck();
    await expect(workBox(page, OPTION)).not.toBeChecked();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotAt(page, 'public-stage-included-works');
  });

  test('a plan kept from before, without included works, gets them back', async ({ page, request }) => {
    const house = await catalogueDemoHouse(request);
    await chooseHouseAndStage(page, house.id, house.name, STAGE);
    const included = await workIds(page, INCLUDED);
    // As the site stored a plan while these could still be unticked.
    await page.evaluate(
      ({ key, left }) => {
        const state = JSON.parse(localStorage.getItem(key) ?? '{}');
        state.selectedWorkIds = state.selectedWorkIds.filter((id: string) => !left.includes(id));
        localStorage.setItem(key, JSON.stringify(state));
      },
      { key: PERSISTED_STATE_KEY, left: included },
    );
    await page.goto('/your-house');
    await expect.poll(() => storedWorkIds(page)).toEqual(expect.arrayContaining(included));
    for (const name of INCLUDED) await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  });
});
