import { expect, test, type Page } from '../support/test';
import { AT_BOTH_SIZES } from '../support/viewports';
import {
  catalogueDemoHouse,
  createContactPerson,
  createCustomer,
  expectAccessible,
  logInCustomer,
  screenshots,
  staffToken,
} from './public-support';

const RUN = Date.now();
const PERSON = `Sabine Gruber ${RUN}`;
const EXPIRED = /Sitzung ist abgelaufen/;

let token: string;
let contactPersonId: string;
let houseId: string;

const staffCall = (page: Page, path: string, data?: object) =>
  page.request.post(`/api/v1/admin/customer-requests/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });

test.describe('customer access changed by staff', () => {
  test.beforeAll(async ({ request }) => {
    token = await staffToken(request);
    contactPersonId = await createContactPerson(request, token, PERSON);
    houseId = (await catalogueDemoHouse(request)).id;
  });

  test(`new access data send the customer to /login, told so and whom to ask, once ${AT_BOTH_SIZES}`, async ({
    page,
  }) => {
    const customer = await createCustomer(page.request, token, {
      lastName: `Neu${RUN}`,
      status: 'IN_PLANNING',
      houseId,
      contactPersonId,
    });
    await logInCustomer(page, customer);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(PERSON).first()).toBeVisible();

    const renewed = await staffCall(page, `${customer.requestId}/release`, { newPassword: true });
    expect(renewed.status(), await renewed.text()).toBe(200);
    // The customer comes back to the customer area later.
    await page.reload();

    await expect(page).toHaveURL(/\/login$/);
    const notice = page.getByTestId('access-changed');
    await expect(notice).toContainText('hat Ihren Zugang geändert');
    await expect(notice).toContainText('Ihr Anbieter hat Ihnen neue Zugangsdaten gegeben');
    await expect(notice).toContainText(PERSON);
    await expect(notice).toContainText('+43 732 123456');
    await expect(notice.getByRole('link', { name: /E-Mail/ })).toHaveAttribute('href', /^mailto:sabine\.gruber/);
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'access-changed');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Kundenbereich' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a withdrawn release says so too, and without a known contact names the vendor', async ({ page }) => {
    const customer = await createCustomer(page.request, token, {
      lastName: `Zurueck${RUN}`,
      status: 'IN_PLANNING',
      houseId,
      contactPersonId,
    });
    await logInCustomer(page, customer);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(PERSON).first()).toBeVisible();
    // A browser that never showed the contact person (another device, cleared storage).
    await page.evaluate(() => localStorage.removeItem('hauskonfig_last_contact'));

    expect((await staffCall(page, `${customer.requestId}/withdraw-release`)).status()).toBe(200);
    await page.reload();

    await expect(page).toHaveURL(/\/login$/);
    const notice = page.getByTestId('access-changed');
    await expect(notice).toContainText('Zugang zu Ihrer Planung vorerst zurückgenommen');
    await expect(notice).toContainText(/Bitte wenden Sie sich an Ihren Ansprechpartner bei \S/);
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
  });
});
