import { expect, test, type Page } from '@playwright/test';
import { screenshotAt, viewportOf, WIDTHS } from './plan-support';
import {
  createContactPerson,
  createCustomer,
  createPublishedHouse,
  expectAccessible,
  staffToken,
  type Customer,
} from './public-support';

const RUN = Date.now();
const PERSON = `Florian Wimmer ${RUN}`;
const HOUSE = `Bungalow Status ${RUN}`;
const NOTES = `Bitte einen Keller mit Werkstatt einplanen (${RUN}).`;
const STAFF_TEXT = 'Nur Anfragen mit dem Status „In Planung“ oder „Verkauft“ können freigegeben werden.';

let waiting: Customer;
let released: Customer;

async function logIn(page: Page, customer: Customer): Promise<void> {
  await page.goto(`/?code=${customer.code}`);
  const dialog = page.getByRole('dialog', { name: 'Passwort eingeben' });
  await dialog.getByLabel('Passwort', { exact: true }).fill(customer.password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The contact card of the customer area, found by its heading. */
const contactCard = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Ihr Ansprechpartner', exact: true }) });

test.describe('customer area by status', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(150_000);
    const token = await staffToken(request);
    const contactPersonId = await createContactPerson(request, token, PERSON);
    const houseId = await createPublishedHouse(request, token, {
      name: HOUSE,
      propertyShape: 'STRAIGHT',
      constructionMethod: 'WOODEN',
      roofShape: 'FLAT',
      sizeInSqm: 110,
      contactPersonId,
    });
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

  for (const width of WIDTHS) {
    test(`a request not released yet is explained in customer words, with the contact person (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewportOf(width));
      await logIn(page, waiting);
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

    test(`a released request shows the contact card and the customer's own notes (${width} px)`, async ({ page }) => {
      await page.setViewportSize(viewportOf(width));
      await logIn(page, released);
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
  }
});
