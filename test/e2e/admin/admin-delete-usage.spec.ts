import { expect, test, type Page } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import {
  apiLogin,
  createContactPerson,
  expectNoHorizontalOverflow,
  expectNoMissingTranslations,
  screenshot,
} from './admin-support';

/** A house chosen by a request, and a contact person assigned to a house and a request. */
async function recordsInUse(page: Page) {
  const api = await staffApi(page);
  const stamp = Date.now();
  const houseName = `Gewähltes Haus ${stamp}`;
  const house = await api.post('/api/v1/admin/houses/templates', { name: houseName });
  const chooser = `Gruber${stamp}`;
  const chosen = await api.post('/api/v1/admin/customer-requests', customer('Lena', chooser, { houseId: house.id }));
  const personName = `Zugeordnet ${stamp}`;
  const person = await createContactPerson(page, personName);
  const personHouseName = `Haus von ${personName}`;
  const personHouse = await api.post('/api/v1/admin/houses/templates', {
    name: personHouseName,
    contactPersonId: person.id,
  });
  const assignee = `Berger${stamp}`;
  const assigned = await api.post(
    '/api/v1/admin/customer-requests',
    customer('Jonas', assignee, { contactPersonId: person.id }),
  );
  return {
    house: { ...house, name: houseName },
    chosen: { ...chosen, name: `Lena ${chooser}` },
    person: { ...person, name: personName },
    personHouse: { ...personHouse, name: personHouseName },
    assigned: { ...assigned, name: `Jonas ${assignee}` },
  };
}

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
}

const customer = (firstName: string, lastName: string, extra: object) => ({
  firstName,
  lastName,
  email: 'kunde@example.at',
  phoneNumber: '0664 1234567',
  ...extra,
});

test.use({ storageState: STAFF_SESSION });

test.describe('delete dialogs list what still uses the record', () => {
  test('a house chosen by a request cannot be deleted; the dialog links the request', async ({ page }) => {
    const { house, chosen } = await recordsInUse(page);

    await openAsStaff(page, `/admin/template-houses/${house.id}`);
    await page.getByRole('button', { name: 'Löschen' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Haus „${house.name}“ löschen` });
    await expect(dialog.getByText(/wird noch von einer Kundenanfrage verwendet/)).toBeVisible();
    const link = dialog.getByRole('link', { name: chosen.name });
    await expect(link).toHaveAttribute('href', `/admin/customer-requests/edit/${chosen.id}`);
    // Even with the name typed, the delete stays disabled while the request uses the house.
    await dialog.getByRole('textbox', { name: 'Name' }).fill(house.name);
    await expect(dialog.getByRole('button', { name: 'Löschen' })).toBeDisabled();
    await settled(page);
    await screenshot(page, 'admin-house-delete-in-use');
    await expectNoMissingTranslations(page);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/customer-requests/edit/${chosen.id}$`));
  });

  test('a contact person still assigned lists the houses and requests with links', async ({ page }) => {
    const { person, personHouse, assigned } = await recordsInUse(page);

    await openAsStaff(page, `/admin/contact-people/${person.id}`);
    await page.getByRole('button', { name: 'Löschen' }).click();
    const dialog = page.getByRole('dialog', { name: `Ansprechpartner „${person.name}“ löschen` });
    await expect(dialog.getByText(/ist noch zugeordnet/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: personHouse.name })).toHaveAttribute(
      'href',
      `/admin/template-houses/${personHouse.id}`,
    );
    await expect(dialog.getByRole('link', { name: assigned.name })).toHaveAttribute(
      'href',
      `/admin/customer-requests/edit/${assigned.id}`,
    );
    await expect(dialog.getByRole('button', { name: 'Löschen' })).toBeDisabled();
    await settled(page);
    await screenshot(page, 'admin-contact-person-delete-in-use');
    await expectNoMissingTranslations(page);
  });

  test(`both dialogs fit a phone, their links and the disabled delete in view ${PHONE_ONLY}`, async ({ page }) => {
    const { house, chosen, person, personHouse, assigned } = await recordsInUse(page);
    for (const [path, title, links] of [
      [`/admin/template-houses/${house.id}`, `Haus „${house.name}“ löschen`, [chosen.name]],
      [
        `/admin/contact-people/${person.id}`,
        `Ansprechpartner „${person.name}“ löschen`,
        [personHouse.name, assigned.name],
      ],
    ] as const) {
      await openAsStaff(page, path);
      await page.getByRole('button', { name: 'Löschen' }).first().click();
      const dialog = page.getByRole('dialog', { name: title });
      for (const name of links) await expect(dialog.getByRole('link', { name })).toBeInViewport();
      await expect(dialog.getByRole('button', { name: 'Löschen' })).toBeDisabled();
      await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeInViewport();
      await settled(page);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `admin-${path.split('/')[2]}-delete-in-use`);
      await expectNoMissingTranslations(page);
    }
  });
});
