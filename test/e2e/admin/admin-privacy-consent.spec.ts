import { expect, test } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import { createRequest, expectNoHorizontalOverflow, expectNoMissingTranslations, screenshot } from './admin-support';

const NO_CONSENT = 'Datenschutz: Keine Zustimmung erfasst (von Mitarbeitern angelegt)';

test.use({ storageState: STAFF_SESSION });

test('a request entered by staff shows that no privacy consent was recorded', async ({ page }) => {
  await openAsStaff(page, '/admin/customer-requests/create');
  const lastName = `Telefon${Date.now()}`;
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Rita');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill(lastName);
  await page.getByRole('textbox', { name: /^E-Mail/ }).fill('rita@example.at');
  await page.getByRole('textbox', { name: /^Telefonnummer/ }).fill('0664 7654321');
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page).toHaveURL(/\/admin\/customer-requests\/edit\/[^/]+$/);
  const customerData = page.getByRole('region', { name: 'Kundendaten' });
  await expect(customerData.getByRole('textbox', { name: /^Nachname/ })).toHaveValue(lastName);
  await expect(customerData.getByTestId('privacy-consent')).toHaveText(NO_CONSENT);
  await screenshot(page, 'admin-request-privacy-consent');
  await expectNoMissingTranslations(page);
});

test(`the missing consent is shown on a phone too ${PHONE_ONLY}`, async ({ page }) => {
  const id = await createRequest(page, { firstName: 'Rita', lastName: `Telefon${Date.now()}` });
  await openAsStaff(page, `/admin/customer-requests/edit/${id}`);
  const consent = page.getByRole('region', { name: 'Kundendaten' }).getByTestId('privacy-consent');
  await expect(consent).toHaveText(NO_CONSENT);
  await consent.scrollIntoViewIfNeeded();
  await expect(consent).toBeInViewport();
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'admin-request-privacy-consent');
});
