import { expect, test, type Page } from '../support/test';
import { AT_BOTH_SIZES } from '../support/viewports';
import { screenshotAt } from './plan-support';
import {
  catalogueDemoHouse,
  createContactPerson,
  createCustomer,
  type Customer,
  expectAccessible,
  logInCustomer,
  staffToken,
} from './public-support';

const RUN = Date.now();
const PERSON = `Florian Wimmer ${RUN}`;
const NOTES = `Bitte einen Keller mit Werkstatt einplanen (${RUN}).`;
const STAFF_TEXT = 'Nur Anfragen mit dem Status „In Planung“ oder „Verkauft“ können freigegeben werden.';

let waiting: Customer;
let released: Customer;

/** The contact card of the customer area, found by its heading. */
const contactCard = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Ihr Ansprechpartner', exact: true }) });

test.describe('customer area by status', () => {
  test.beforeAll(async ({ request }) => {
    const token = await staffToken(request);
    const contactPersonId = await createContactPerson(request, token, PERSON);
    // A demo house: the requests only refer to it.
    const houseId = (await catalogueDemoHouse(request)).id;
    waiting = await createCustomer(request, token, {
      lastName: `Wartend${RUN}`,
      status: 'NEW',
      houseId,
      contactPersonId,
    });
    released = await createCustomer(request, token, {
      lastName: `Frei${RUN}`,
      status: 'IN_PLANNING',
      houseId,
      contactPersonId,
      notes: NOTES,
    });
  });

  test(`a request not released yet is explained in customer words, with the contact person ${AT_BOTH_SIZES}`, async ({
    page,
  }) => {
    await logInCustomer(page, waiting);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Anfrage wird gerade bearbeitet');
    await expect(page.getByText(/Sobald Ihr Ansprechpartner Ihre Planung für Sie freigegeben hat/)).toBeVisible();
    await expect(page.getByText('Status: Offen')).toBeVisible();
    await expect(contactCard(page).getByText(PERSON, { exact: true })).toBeVisible();
    await expect(contactCard(page).getByRole('link', { name: `${PERSON} anrufen` })).toBeVisible();
    // The staff wording stays in the admin, and nothing shows twice (no snackbar on top).
    await page.waitForTimeout(500);
    await expect(page.getByText(STAFF_TEXT)).toHaveCount(0);
    await expect(page.getByText('Ihre Anfrage wird gerade bearbeitet')).toHaveCount(1);
    await expectAccessible(page);
    await screenshotAt(page, 'public-customer-not-released');
  });

  test(`a released request shows the contact card and the customer's own notes ${AT_BOTH_SIZES}`, async ({ page }) => {
    await logInCustomer(page, released);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Planung, Klara');
    await expect(contactCard(page).getByText(PERSON, { exact: true })).toBeVisible();
    const data = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Ihre Daten', exact: true }) });
    await expect(data.getByText('Anmerkungen')).toBeVisible();
    await expect(data.getByText(NOTES)).toBeVisible();
    await expectAccessible(page);
    await screenshotAt(page, 'public-customer-released');
  });
});
