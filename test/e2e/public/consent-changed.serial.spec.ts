import { expect, test, type APIRequestContext } from '../support/test';
import { chooseHouseAndStage, consentBox, fillPersonalInfo, screenshotAt } from './plan-support';
import { catalogueDemoHouse, findStoredRequest, staffToken } from './public-support';

/**
 * Serial: it changes the vendor's privacy text, which every request form and every consent of a
 * spec running beside it would meet (consent-and-contact.spec.ts tests the consent itself).
 */

const RUN = Date.now();
const TEXT_CHANGED =
  'Die Datenschutzerklärung wurde inzwischen geändert. Bitte lesen Sie sie und stimmen Sie erneut zu.';

async function privacyVersion(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/v1/settings');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { privacyVersion: number }).privacyVersion;
}

test('a privacy text changed after the tick is agreed to again before the request goes out', async ({
  page,
  request,
}) => {
  const house = await catalogueDemoHouse(request);
  const email = `geaendert.${RUN}@example.at`;
  await chooseHouseAndStage(page, house.id, house.name, 'Belagsfertig');
  await page.goto('/request/personal-info');
  await fillPersonalInfo(page, {
    firstname: 'Theresa',
    lastname: `Geaendert${RUN}`,
    email,
    phone: '+43 676 1112233',
    place: 'Enns',
  });
  await consentBox(page).check();
  await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
  await expect(page).toHaveURL(/\/request\/overview$/);

  // Staff change the privacy text meanwhile: its version goes up.
  const token = await staffToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const current = await (await request.get('/api/v1/admin/settings', { headers })).json();
  const saved = await request.put('/api/v1/admin/settings', {
    headers,
    data: {
      vendorName: current.vendorName,
      primaryColor: current.primaryColor,
      websiteUrl: current.websiteUrl,
      imprintText: current.imprintText,
      privacyText: `${current.privacyText}\n\nErgänzt am ${RUN}.`,
      defaultContactPersonId: current.defaultContactPersonId,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const version = await privacyVersion(request);

  await page.getByRole('button', { name: 'Unverbindlich anfragen' }).click();
  await expect(page).toHaveURL(/\/request\/personal-info$/);
  await expect(page.getByText(TEXT_CHANGED)).toHaveCount(1);
  await expect(consentBox(page)).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(email);
  await screenshotAt(page, 'public-personal-info-consent-changed');
  await page.getByRole('button', { name: 'Datenschutzerklärung lesen' }).click();
  await expect(page.getByRole('dialog').getByText(`Ergänzt am ${RUN}.`)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();
  await consentBox(page).check();
  await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
  await page.getByRole('button', { name: 'Unverbindlich anfragen' }).click();
  await expect(page).toHaveURL(/\/request\/successfully-created$/);

  const stored = await findStoredRequest(request, token, email);
  expect(stored.privacyVersion).toBe(version);
});
