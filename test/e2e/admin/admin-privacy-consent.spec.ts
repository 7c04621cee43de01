import { expect, test } from '@playwright/test';
import { expectNoMissingTranslations, loginAsStaff, screenshot } from './admin-support';

const VIEWPORTS = [
  [1440, 900],
  [390, 844],
] as const;

for (const [width, height] of VIEWPORTS) {
  test(`a request entered by staff shows that no privacy consent was recorded, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await loginAsStaff(page, '/admin/customer-requests/create');
    const lastName = `Telefon${width}x${Date.now()}`;
    await page.getByRole('textbox', { name: /^Vorname/ }).fill('Rita');
    await page.getByRole('textbox', { name: /^Nachname/ }).fill(lastName);
    await page.getByRole('textbox', { name: /^E-Mail/ }).fill('rita@example.at');
    await page.getByRole('textbox', { name: /^Telefonnummer/ }).fill('0664 7654321');
    await page.getByRole('button', { name: 'Speichern' }).click();

    await expect(page).toHaveURL(/\/admin\/customer-requests\/edit\/[^/]+$/);
    const customerData = page.getByRole('region', { name: 'Kundendaten' });
    await expect(customerData.getByRole('textbox', { name: /^Nachname/ })).toHaveValue(lastName);
    await expect(customerData.getByTestId('privacy-consent')).toHaveText(
      'Datenschutz: Keine Zustimmung erfasst (von Mitarbeitern angelegt)',
    );
    await screenshot(page, `admin-request-privacy-consent-${width}`);
    await expectNoMissingTranslations(page);
  });
}
