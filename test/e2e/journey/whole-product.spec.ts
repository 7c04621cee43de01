import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import pg from 'pg';
import { releaseOnPage, screenshot } from '../admin/admin-support';
import { makeGlb } from '../admin/test-files';
import { createContactPerson, createPublishedHouse, staffToken } from '../public/public-support';
import { stackInfo } from '../stack-info';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';

/** Signed-in as nobody: the visitor and the customer get fresh browsers of their own. */
const NO_SESSION = { cookies: [], origins: [] };

const RUN = Date.now();
const HOUSE = `Landhaus Reise ${RUN}`;
const PERSON = `Petra Lechner ${RUN}`;
const LAST_NAME = `Reisende${RUN}`;
const EMAIL = `eva.${RUN}@example.at`;

/** The visitor's way from the start page to a sent request, as on a phone. */
async function sendRequestAsVisitor(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Jetzt Haus konfigurieren' }).click();
  await page.getByText('Ebenes Grundstück').click();
  await page.getByRole('link', { name: 'Weiter' }).click();
  await page.getByText('Massivbau', { exact: true }).click();
  await page.getByRole('link', { name: 'Weiter' }).click();
  await page.getByLabel('Dachform').selectOption('PENT');
  await page.getByRole('link', { name: new RegExp(HOUSE) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOUSE);
  await page.getByRole('button', { name: 'Dieses Haus wählen' }).click();
  await page.getByText('Belagsfertig', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Estrich' })).toBeChecked();
  await page.getByRole('link', { name: 'Weiter' }).click();
  await expect(page.getByText(PERSON)).toBeVisible();
  await page.getByRole('link', { name: 'Unverbindlich anfragen' }).click();
  await page.getByRole('link', { name: 'Persönliche Angaben eingeben' }).click();
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Eva');
  await page.getByRole('textbox', { name: 'Nachname' }).fill(LAST_NAME);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('+43 664 9876543');
  await page.getByRole('textbox', { name: 'Ort des Grundstücks' }).fill('Wels');
  await page.getByRole('checkbox', { name: /Ich habe die Datenschutzerklärung gelesen/ }).check();
  await page.getByRole('button', { name: 'Weiter zur Zusammenfassung' }).click();
  await page.getByRole('button', { name: 'Unverbindlich anfragen' }).click();
  await expect(page).toHaveURL(/\/request\/successfully-created$/);
  await expect(page.getByText(/innerhalb der nächsten Arbeitswoche/)).toBeVisible();
}

// The staff's part runs in the stored staff session.
test.use({ storageState: STAFF_SESSION });

test('whole product: a visitor request becomes a released plan the customer sees, and is withdrawn again', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await staffToken(request);
  const contactPersonId = await createContactPerson(request, token, PERSON);
  await createPublishedHouse(request, token, {
    name: HOUSE,
    propertyShape: 'STRAIGHT',
    constructionMethod: 'SOLID',
    roofShape: 'PENT',
    sizeInSqm: 131,
    contactPersonId,
  });

  // 1. A visitor configures the house on a phone and sends a non-binding request.
  const visitor = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'de-DE',
    storageState: NO_SESSION,
  });
  await sendRequestAsVisitor(await visitor.newPage());
  await visitor.close();

  // 2. The contact person finds it in the admin, gives it a custom house with its own 3D model ...
  await openAsStaff(page, '/admin/customer-requests');
  await page.getByRole('textbox', { name: 'Name' }).fill(`eva ${LAST_NAME.toLowerCase()}`);
  // The filter applies after a pause in typing and puts itself into the URL: opening the request
  // before that happened lets the late filter take the page back to the list.
  await expect(page).toHaveURL(/fullName/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page
    .getByRole('row', { name: new RegExp(LAST_NAME) })
    .getByRole('link', { name: 'Bearbeiten' })
    .click();
  await expect(page).toHaveURL(/\/admin\/customer-requests\/edit\/[0-9a-f-]{36}$/);
  const requestId = page.url().split('/').pop() as string;
  await expect(page.getByRole('textbox', { name: /^Nachname/ })).toHaveValue(LAST_NAME);
  await page.getByRole('button', { name: 'Individuelles Haus aus Vorlage erstellen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Individuelles Haus aus Vorlage erstellen' }).click();
  await page.getByRole('button', { name: '3D-Modell hinzufügen' }).click();
  await page
    .getByRole('group', { name: 'Neues 3D-Modell', exact: true })
    .getByRole('textbox', { name: 'Name des 3D-Modells' })
    .fill('Wunschplanung');
  await page
    .getByRole('group', { name: 'Wunschplanung', exact: true })
    .getByLabel('GLB-Datei auswählen')
    .setInputFiles({ name: 'wunsch.glb', mimeType: 'model/gltf-binary', buffer: makeGlb() });
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  // ... waits for the worker's conversion, then releases the request: one step makes the customer's access.
  await expect(page.getByRole('group', { name: 'Wunschplanung', exact: true }).getByText('Bereit')).toBeVisible({
    timeout: 90_000,
  });
  const { link, code, password } = await releaseOnPage(page);
  expect(link).toMatch(new RegExp(`\\?code=${code}$`));
  await screenshot(page, 'journey-admin-released');
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page.getByRole('cell', { name: /In Planung/ }).first()).toBeVisible();

  // 3. The customer opens the personal link, logs in and sees the plan.
  const customerContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'de-DE',
    storageState: NO_SESSION,
  });
  const customer = await customerContext.newPage();
  await customer.goto(new URL(link).pathname + new URL(link).search);
  const dialog = customer.getByRole('dialog', { name: 'Passwort eingeben' });
  await dialog.getByLabel('Passwort', { exact: true }).fill(password ?? '');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Ihre Planung, Eva');
  await expect(customer.getByText('Status: In Planung')).toBeVisible();
  // The released house; the plan as sent names it again below.
  await expect(customer.getByRole('heading', { name: HOUSE, level: 2 })).toBeVisible();
  await expect(customer.getByRole('img', { name: `Grundriss 1 von ${HOUSE}` })).toBeVisible();
  await customer.getByRole('tab', { name: 'Mit Maßen' }).click();
  await expect(customer.getByRole('img', { name: `Bemaßter Grundriss 1 von ${HOUSE}` })).toBeVisible();
  await expect(customer.getByText('Ausbaustufe: Belagsfertig')).toBeVisible();
  await expect(customer.getByText('Estrich')).toBeVisible();
  await expect(customer.getByText(PERSON)).toBeVisible();
  await customer.getByRole('button', { name: '3D-Ansicht starten' }).click();
  const viewer = customer.getByTestId('house-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(customer.getByRole('combobox', { name: '3D-Modell' })).toBeVisible();
  await screenshot(customer, 'journey-customer-plan');

  // 4. The release is withdrawn: the customer is logged out, and logging in again shows nothing.
  await page.getByRole('button', { name: 'Freigabe zurückziehen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Freigabe zurückziehen' }).click();
  await expect(page.getByRole('cell', { name: /In Verhandlung/ }).first()).toBeVisible();
  await customer.reload();
  await expect(customer).toHaveURL(/\/login/);
  await customer.goto(new URL(link).pathname + new URL(link).search);
  await customer
    .getByRole('dialog', { name: 'Passwort eingeben' })
    .getByLabel('Passwort', { exact: true })
    .fill(password ?? '');
  await customer.getByRole('dialog', { name: 'Passwort eingeben' }).getByRole('button', { name: 'Anmelden' }).click();
  // In customer words, with whom to talk to; the staff wording stays in the admin.
  await expect(customer.getByRole('heading', { name: 'Ihre Anfrage wird gerade bearbeitet' })).toBeVisible();
  await expect(customer.getByText('Status: In Verhandlung')).toBeVisible();
  await expect(customer.getByText(PERSON, { exact: true })).toBeVisible();
  await expect(
    customer.getByText('Nur Anfragen mit dem Status „In Planung“ oder „Verkauft“ können freigegeben werden.'),
  ).toHaveCount(0);
  await customerContext.close();

  // 5. Both German mails of the request were sent: the visitor's confirmation and the contact person's notice.
  const { databaseUrl, dataDir } = stackInfo();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await expect
      .poll(
        async () =>
          (
            await db.query(
              'SELECT subject, to_address, status FROM mail_outbox WHERE customer_request_id = $1 ORDER BY subject',
              [requestId],
            )
          ).rows,
        { timeout: 30_000 },
      )
      .toEqual([
        { subject: 'Ihre unverbindliche Anfrage', to_address: EMAIL, status: 'SENT' },
        { subject: 'Neue Anfrage von Eva ' + LAST_NAME, to_address: expect.any(String), status: 'SENT' },
      ]);
  } finally {
    await db.end();
  }
  const outbox = join(dataDir, 'outbox');
  const mails = readdirSync(outbox).map((file) => readFileSync(join(outbox, file), 'utf8'));
  const ofRequest = mails.filter((mail) => mail.includes(LAST_NAME));
  expect(ofRequest.some((mail) => mail.includes('Subject: Ihre unverbindliche Anfrage'))).toBe(true);
  expect(ofRequest.some((mail) => /Subject: Neue Anfrage von Eva/.test(mail))).toBe(true);
});
