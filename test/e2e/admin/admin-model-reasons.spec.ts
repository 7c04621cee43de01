import { expect, test, type Page } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { AT_BOTH_SIZES } from '../support/viewports';
import {
  apiLogin,
  expectNoHorizontalOverflow,
  expectNoMissingTranslations,
  screenshot,
  waitForFirstModel,
} from './admin-support';
import { makeGlb } from './test-files';

/** A validator code (e.g. INVALID_URI), as staff must no longer see it. */
const VALIDATOR_CODE = /\b[A-Z]{2,}(?:_[A-Z]+)+\b/;

/** A house with one model that passes the upload check but needs an extension the converter lacks. */
async function houseWithUnconvertibleModel(page: Page, name: string): Promise<string> {
  const headers = { authorization: `Bearer ${await apiLogin(page)}` };
  const created = await page.request.post('/api/v1/admin/houses/templates', { headers, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as string;
  const glb = makeGlb((json) => {
    json.extensionsUsed = ['EXT_hauskonfig_unbekannt'];
    json.extensionsRequired = ['EXT_hauskonfig_unbekannt'];
  });
  const view = await page.request.post('/api/v1/admin/house-views', {
    headers,
    multipart: {
      houseId: id,
      name: 'Außenansicht',
      standard: 'true',
      file: { name: 'haus.glb', mimeType: 'model/gltf-binary', buffer: glb },
    },
  });
  expect(view.status(), await view.text()).toBe(201);
  await waitForFirstModel(page, id, 'FAILED');
  return id;
}

test.use({ storageState: STAFF_SESSION });

// A page check more than a flow: the long reason must fit a phone too.
test(`a model that fails to convert shows its reason as a German sentence ${AT_BOTH_SIZES}`, async ({ page }) => {
  test.setTimeout(120_000);
  const id = await houseWithUnconvertibleModel(page, `Erweiterungshaus ${Date.now()}`);

  await openAsStaff(page, `/admin/template-houses/${id}`);
  const row = page.getByRole('group', { name: 'Außenansicht', exact: true });
  await expect(row.getByText('Fehlgeschlagen')).toBeVisible();
  const reason = row.getByRole('status');
  await expect(reason).toHaveText(
    'Grund: Das Modell setzt die Erweiterung „EXT_hauskonfig_unbekannt“ voraus, die nicht unterstützt wird. ' +
      'Bitte exportieren Sie das Modell ohne diese Erweiterung.',
  );
  await row.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'admin-german-failed-model');
  await expectNoMissingTranslations(page);
});

test('an upload the model check refuses is told in German sentences, without validator codes', async ({ page }) => {
  const headers = { authorization: `Bearer ${await apiLogin(page)}` };
  const created = await page.request.post('/api/v1/admin/houses/templates', {
    headers,
    data: { name: `Fehlerhaus ${Date.now()}` },
  });
  const id = (await created.json()).id as string;
  const brokenUri = makeGlb((json) => {
    json.buffers[0].uri = 'data:';
  });

  await openAsStaff(page, `/admin/template-houses/${id}`);
  await page.getByRole('button', { name: '3D-Modell hinzufügen' }).click();
  await page
    .getByRole('group', { name: 'Neues 3D-Modell', exact: true })
    .getByRole('textbox', { name: 'Name des 3D-Modells' })
    .fill('Kaputt');
  await page
    .getByRole('group', { name: 'Kaputt', exact: true })
    .getByLabel('GLB-Datei auswählen')
    .setInputFiles({ name: 'kaputt.glb', mimeType: 'model/gltf-binary', buffer: brokenUri });
  await page.getByRole('button', { name: 'Speichern' }).click();
  const notice = page.locator('.MuiSnackbarContent-root', { hasText: 'kaputt.glb' });
  await expect(notice).toContainText(
    'kaputt.glb: Die Datei ist kein gültiges GLB-Modell: ' +
      'Das Modell enthält eine ungültige Adresse (URI) für eingebettete Daten oder eine Datei.',
  );
  await expect(notice).not.toContainText(VALIDATOR_CODE);
  await screenshot(page, 'admin-german-model-refused');
  await expectNoMissingTranslations(page);
});
