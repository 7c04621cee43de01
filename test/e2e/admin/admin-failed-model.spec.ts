import { expect, test, type Page } from '../support/test';
import pg from 'pg';
import { stackInfo } from '../stack-info';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import {
  apiLogin,
  expectNoHorizontalOverflow,
  expectNoMissingTranslations,
  screenshot,
  waitForFirstModel,
} from './admin-support';
import { makeGlb, makePng } from './test-files';

const REASON = 'Das Modell enthält keine darstellbaren Dreiecke.';
// VALIDATION_MESSAGES.readyHouseViewRequired (the shared rule's German reason).
const NOT_CONVERTED = /^Mindestens ein 3D-Modell muss erfolgreich konvertiert sein/;

const AR_WARNING =
  'Für AR (USDZ) konnte keine Datei erzeugt werden, im Browser wird das Modell trotzdem gezeigt. Grund: Die Textur „Basis“ ist KTX2/Basis-komprimiert.';

/**
 * A complete house with one model, converted by the stack's worker, then given the outcome
 * `sql` sets behind the screens (its parameters: the view's id and `value`).
 */
async function houseWithConvertedModel(
  page: Page,
  name: string,
  sql: string,
  value: string,
): Promise<{ id: string; viewId: string }> {
  const headers = { authorization: `Bearer ${await apiLogin(page)}` };
  const created = await page.request.post('/api/v1/admin/houses/templates', {
    headers,
    data: { name, propertyShape: 'STRAIGHT', constructionMethod: 'SOLID', roofShape: 'GABLE', sizeInSqm: 120 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as string;
  for (const type of ['THUMBNAIL', 'GROUNDPLAN']) {
    const upload = await page.request.post('/api/v1/admin/houses/image-upload', {
      headers,
      multipart: { id, type, uploadedImages: { name: 'bild.png', mimeType: 'image/png', buffer: makePng() } },
    });
    expect(upload.status()).toBe(200);
  }
  const view = await page.request.post('/api/v1/admin/house-views', {
    headers,
    multipart: {
      houseId: id,
      name: 'Außenansicht',
      standard: 'true',
      file: { name: 'haus.glb', mimeType: 'model/gltf-binary', buffer: makeGlb() },
    },
  });
  expect(view.status(), await view.text()).toBe(201);
  const viewId = (await view.json()).id as string;
  // Let the stack's worker finish first, so it cannot overwrite the failure set below.
  await waitForFirstModel(page, id, 'READY');
  const db = new pg.Client({ connectionString: stackInfo().databaseUrl });
  await db.connect();
  try {
    await db.query(sql, [viewId, value]);
  } finally {
    await db.end();
  }
  return { id, viewId };
}

/** The worker's outcome replaced by a failure with REASON. */
const FAILED = "UPDATE house_views SET conversion_status = 'FAILED', conversion_error = $2 WHERE id = $1";

test.use({ storageState: STAFF_SESSION });

test('a house whose only model failed is not published; the row offers a new conversion', async ({ page }) => {
  test.setTimeout(150_000);
  const house = await houseWithConvertedModel(page, `Fehlgeschlagen ${Date.now()}`, FAILED, REASON);

  await openAsStaff(page, `/admin/template-houses/${house.id}`);
  const row = page.getByRole('group', { name: 'Außenansicht', exact: true });
  await expect(row.getByText('Fehlgeschlagen')).toBeVisible();
  await expect(row.getByText(`Grund: ${REASON}`)).toBeVisible();
  const retry = row.getByRole('button', { name: 'Erneut konvertieren' });
  await expect(retry).toBeVisible();
  // The checklist names the missing converted model too.
  await expect(page.getByText(NOT_CONVERTED).first()).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-house-failed-model');

  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  const refusal = page.getByRole('dialog');
  await expect(refusal.getByRole('listitem')).toHaveText([NOT_CONVERTED]);
  await screenshot(page, 'admin-house-publish-refused-failed-model');
  await refusal.getByRole('button', { name: 'Schließen' }).click();
  await expect(refusal).toHaveCount(0);

  await retry.click();
  await expect(page.getByText('Das 3D-Modell wird erneut konvertiert.')).toBeVisible();
  await expect(row.getByText('Bereit')).toBeVisible({ timeout: 90_000 });
  await expect(row.getByRole('button', { name: 'Erneut konvertieren' })).toHaveCount(0);
  await screenshot(page, 'admin-house-model-reconverted');
  await expectNoMissingTranslations(page);
});

test(`a failed model's row and the publish refusal fit a phone ${PHONE_ONLY}`, async ({ page }) => {
  test.setTimeout(120_000);
  const house = await houseWithConvertedModel(page, `Fehlgeschlagen Telefon ${Date.now()}`, FAILED, REASON);

  await openAsStaff(page, `/admin/template-houses/${house.id}`);
  const row = page.getByRole('group', { name: 'Außenansicht', exact: true });
  await expect(row.getByText(`Grund: ${REASON}`)).toBeVisible();
  const retry = row.getByRole('button', { name: 'Erneut konvertieren' });
  await retry.scrollIntoViewIfNeeded();
  await expect(retry).toBeInViewport();
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'admin-house-failed-model');

  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  const refusal = page.getByRole('dialog');
  await expect(refusal.getByRole('listitem')).toHaveText([NOT_CONVERTED]);
  await expect(refusal.getByRole('button', { name: 'Schließen' })).toBeInViewport();
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'admin-house-publish-refused-failed-model');
});

test('a model converted for the browser but not for AR is ready, with its report and the reason as a note', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const house = await houseWithConvertedModel(
    page,
    `Ohne AR ${Date.now()}`,
    // The report is the worker's own, from converting the model; only its AR figure goes with the file.
    `UPDATE house_views SET usdz_filename = NULL, usdz_size = NULL, conversion_warnings = jsonb_build_array($2::text),
         conversion_report = jsonb_set(conversion_report, '{arTriangles}', 'null') WHERE id = $1`,
    AR_WARNING,
  );

  await openAsStaff(page, `/admin/template-houses/${house.id}`);
  const row = page.getByRole('group', { name: 'Außenansicht', exact: true });
  await expect(row.getByText('Bereit')).toBeVisible();
  await expect(row.getByRole('note')).toHaveText(AR_WARNING);
  const report = row.getByRole('region', { name: 'Modellbericht' });
  await expect(report).toContainText('2 Dreiecke · 1 Netz · 1 Material · 0 Texturen');
  await expect(report).toContainText('Keine AR-Datei');
  await expect(row.getByRole('button', { name: 'Erneut konvertieren' })).toHaveCount(0);
  // A ready model counts for publishing: the checklist does not ask for one.
  await expect(page.getByText(NOT_CONVERTED)).toHaveCount(0);
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-house-model-without-ar');
  await expectNoMissingTranslations(page);
});
