import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createContactPerson, expectNoMissingTranslations, loginAsStaff, screenshot } from './admin-support';

/** Calls the staff API as the demo admin (setting up data; the screens are what is tested). */
async function staffApi(page: Page) {
  const headers = { authorization: `Bearer ${await apiLogin(page)}` };
  return {
    async post(url: string, data: object): Promise<{ id: string }> {
      const response = await page.request.post(url, { headers, data });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as { id: string };
    },
  };
}

/** Waits until the dialog has faded in, so the screenshot shows it as staff see it. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await page.waitForTimeout(300);
}

const customer = (firstName: string, lastName: string, extra: object) => ({
  firstName,
  lastName,
  email: 'kunde@example.at',
  phoneNumber: '0664 1234567',
  ...extra,
});

for (const width of [1440, 390]) {
  test.describe(`delete dialogs list what still uses the record (${width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    });

    test('a house chosen by a request cannot be deleted; the dialog links the request', async ({ page }) => {
      const api = await staffApi(page);
      const name = `Gewähltes Haus ${width} ${Date.now()}`;
      const house = await api.post('/api/v1/admin/houses/templates', { name });
      const chosen = await api.post(
        '/api/v1/admin/customer-requests',
        customer('Lena', `Gruber${width}`, { houseId: house.id }),
      );

      await loginAsStaff(page, `/admin/template-houses/${house.id}`);
      await page.getByRole('button', { name: 'Löschen' }).first().click();
      const dialog = page.getByRole('dialog', { name: `Haus „${name}“ löschen` });
      await expect(dialog.getByText(/wird noch von einer Kundenanfrage verwendet/)).toBeVisible();
      const link = dialog.getByRole('link', { name: `Lena Gruber${width}` });
      await expect(link).toHaveAttribute('href', `/admin/customer-requests/edit/${chosen.id}`);
      // Even with the name typed, the delete stays disabled while the request uses the house.
      await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
      await expect(dialog.getByRole('button', { name: 'Löschen' })).toBeDisabled();
      await settled(page);
      await screenshot(page, `admin-house-delete-in-use-${width}`);
      await expectNoMissingTranslations(page);

      await link.click();
      await expect(page).toHaveURL(new RegExp(`/admin/customer-requests/edit/${chosen.id}$`));
    });

    test('a contact person still assigned lists the houses and requests with links', async ({ page }) => {
      const api = await staffApi(page);
      const personName = `Zugeordnet ${width} ${Date.now()}`;
      const person = await createContactPerson(page, personName);
      const houseName = `Haus von ${personName}`;
      const house = await api.post('/api/v1/admin/houses/templates', { name: houseName, contactPersonId: person.id });
      const assigned = await api.post(
        '/api/v1/admin/customer-requests',
        customer('Jonas', `Berger${width}`, { contactPersonId: person.id }),
      );

      await loginAsStaff(page, `/admin/contact-people/${person.id}`);
      await page.getByRole('button', { name: 'Löschen' }).click();
      const dialog = page.getByRole('dialog', { name: `Ansprechpartner „${personName}“ löschen` });
      await expect(dialog.getByText(/ist noch zugeordnet/)).toBeVisible();
      await expect(dialog.getByRole('link', { name: houseName })).toHaveAttribute(
        'href',
        `/admin/template-houses/${house.id}`,
      );
      await expect(dialog.getByRole('link', { name: `Jonas Berger${width}` })).toHaveAttribute(
        'href',
        `/admin/customer-requests/edit/${assigned.id}`,
      );
      await expect(dialog.getByRole('button', { name: 'Löschen' })).toBeDisabled();
      await settled(page);
      await screenshot(page, `admin-contact-person-delete-in-use-${width}`);
      await expectNoMissingTranslations(page);
    });
  });
}
