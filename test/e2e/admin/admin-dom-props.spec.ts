import { expect, test, type Page } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { apiLogin, createContactPerson, createRequest } from './admin-support';

/**
 * A component prop that reached a DOM element: React warns about it in development ("React does
 * not recognize the `InputProps` prop on a DOM element") and, in the build, writes it out as an
 * attribute, e.g. `inputprops="[object Object]"`.
 */
const LEAKED_PROP = /props$|^ownerstate$|^sx$/i;

async function leakedProps(page: Page): Promise<string[]> {
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().map((name) => `${element.tagName.toLowerCase()}[${name}]`),
    ),
  );
  return [...new Set(names.filter((entry) => LEAKED_PROP.test(entry.slice(entry.indexOf('[') + 1, -1))))];
}

test.describe('admin pages', () => {
  test.use({ storageState: STAFF_SESSION });

  test('hand no component prop on to a DOM element and log no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const marker = `Props ${Date.now()}`;
    const person = await createContactPerson(page, `Petra ${marker}`);
    const requestId = await createRequest(page, { firstName: 'Rita', lastName: marker, contactPersonId: person.id });
    const houses = await page.request.get('/api/v1/admin/houses/templates', {
      headers: { authorization: `Bearer ${await apiLogin(page)}` },
    });
    const houseId = ((await houses.json()) as { id: string }[])[0].id;

    for (const [path, ready] of [
      [`/admin/customer-requests/edit/${requestId}`, 'Kundendaten'],
      ['/admin/customer-requests', `Rita ${marker}`],
      ['/admin/customer-requests/create', 'Erfassen Sie eine Anfrage'],
      ['/admin/template-houses', 'Häuser'],
      [`/admin/template-houses/${houseId}`, 'Hausdaten'],
      ['/admin/template-houses/create', 'Hausdaten'],
      ['/admin/contact-people', 'Ansprechpartner'],
      [`/admin/contact-people/${person.id}`, `Petra ${marker}`],
      ['/admin/contact-people/create', 'E-Mail'],
      ['/admin/overview', 'Anfragen nach Status'],
      ['/admin/settings', 'Standard-Ansprechpartner'],
      ['/admin/prices', 'Finanzierungsbeispiel'],
      ['/admin/data-protection', 'Auskunft und Löschung'],
      ['/admin/second-factor', 'Zweiter Faktor'],
    ]) {
      await openAsStaff(page, path);
      await expect(page.getByText(ready).first()).toBeVisible();
      expect({ path, leaked: await leakedProps(page) }).toEqual({ path, leaked: [] });
    }
    expect(errors).toEqual([]);
  });
});
