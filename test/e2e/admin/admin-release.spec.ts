import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import pg from 'pg';
import { stackInfo } from '../stack-info';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { PHONE_ONLY } from '../support/viewports';
import {
  apiLogin,
  createContactPerson,
  createRequest,
  expectNoHorizontalOverflow,
  expectNoMissingTranslations,
  releaseOnPage,
  screenshot,
} from './admin-support';

/** The release mails of a request, read from the outbox behind the screens. */
async function releaseMails(requestId: string): Promise<{ id: string; text_body: string; secret: string | null }[]> {
  const db = new pg.Client({ connectionString: stackInfo().databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      "SELECT id, text_body, secret FROM mail_outbox WHERE customer_request_id = $1 AND template = 'request-release'",
      [requestId],
    );
    return rows as { id: string; text_body: string; secret: string | null }[];
  } finally {
    await db.end();
  }
}

const customerLogin = (page: Page, loginCode: string, password: string) =>
  page.request.post('/api/v1/auth/customer-login', { data: { loginCode, password } });

async function statusOptions(page: Page): Promise<string[]> {
  await page.getByRole('combobox', { name: /^Status/ }).click();
  const options = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return options;
}

test.use({ storageState: STAFF_SESSION });

test.describe('releasing a request', () => {
  test('"Freigeben" saves the page, sets In Planung and hands out the access as one text', async ({ page }) => {
    const lastName = `Freigabe${Date.now()}`;
    const personEmail = `anna.${lastName.toLowerCase()}@example.at`;
    const person = await createContactPerson(page, `Anna ${lastName}`, personEmail);
    const id = await createRequest(page, {
      firstName: 'Maria',
      lastName,
      email: 'maria.freigabe@example.at',
      contactPersonId: person.id,
    });
    await openAsStaff(page, `/admin/customer-requests/edit/${id}`);
    await expect(page.getByTestId('release-state')).toHaveText('Nicht freigegeben');
    // The status alone does not release.
    expect(await statusOptions(page)).toEqual(['Offen', 'In Verhandlung', 'Archiviert', 'Abgelehnt']);

    // Typed but not saved: the release saves it first.
    await page.getByRole('textbox', { name: 'Ort' }).fill('Linz');
    const access = await releaseOnPage(page, { sendMail: true });
    expect(access.text).toContain(`Guten Tag Maria ${lastName},`);
    expect(access.code).toMatch(/^\d{6}$/);
    expect(access.link).toBe(`${new URL(page.url()).origin}/?code=${access.code}`);
    expect(access.password).not.toBeNull();
    // It ends with whom to ask and a signature: the contact person's, then the vendor's name.
    const signature = access.text.split('\n').slice(-5);
    expect(signature.slice(0, 4)).toEqual([
      `Bei Fragen erreichen Sie mich unter 0732 123456 oder ${personEmail}.`,
      '',
      'Mit freundlichen Grüßen',
      `Anna ${lastName}`,
    ]);
    expect(signature[4]).not.toBe('');
    const done = page.getByRole('dialog', { name: 'Zugangsdaten für den Kunden' });
    await expect(done.getByText('Die E-Mail an maria.freigabe@example.at wird gesendet.')).toBeVisible();
    await expect(done.getByText(/Das Passwort wird nur jetzt angezeigt/)).toBeVisible();
    await screenshot(page, 'admin-release-done');

    // Shown once: neither Escape nor a click beside it closes it.
    await page.keyboard.press('Escape');
    await page.mouse.click(2, 2);
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'Text kopieren' }).click();
    await expect(page.getByText('In die Zwischenablage kopiert')).toBeVisible();
    await done.getByRole('button', { name: 'Fertig' }).click();
    await expect(done).toHaveCount(0);

    await expect(page.getByTestId('release-state')).toHaveText('Für den Kunden freigegeben');
    await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue(access.code);
    expect(await statusOptions(page)).toEqual(['In Planung', 'Verkauft']);
    expect((await customerLogin(page, access.code, access.password!)).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Ort' })).toHaveValue('Linz');
    await expect(page.getByRole('cell', { name: /In Planung/ }).first()).toBeVisible();

    // The mail carries link and code, never the password (not ticked).
    const [mail] = await releaseMails(id);
    expect(mail.text_body).toContain(access.link);
    expect(mail.text_body).toContain(`Code: ${access.code}`);
    expect(mail.text_body).not.toContain(access.password);
    expect(mail.secret).toBeNull();
    expect(mail.text_body.split('\n').slice(-5)).toEqual(signature);

    // Sending the access again keeps the password unless a new one is asked for.
    const same = await releaseOnPage(page, { again: true });
    expect(same).toMatchObject({ code: access.code, password: null });
    await expect(page.getByText('Der Kunde verwendet das Passwort, das er bereits erhalten hat.')).toBeVisible();
    await page.getByRole('button', { name: 'Fertig' }).click();
    const renewed = await releaseOnPage(page, { again: true, newPassword: true });
    expect(renewed.password).not.toBeNull();
    expect(renewed.password).not.toBe(access.password);
    await page.getByRole('button', { name: 'Fertig' }).click();
    expect((await customerLogin(page, access.code, access.password!)).status()).toBe(403);
    const session = await (await customerLogin(page, access.code, renewed.password!)).json();
    await expectNoMissingTranslations(page);

    // Withdrawing asks first, then is one step: In Verhandlung, the customer logged out.
    await page.getByRole('button', { name: 'Freigabe zurückziehen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Freigabe zurückziehen?' });
    await expect(confirm.getByText(/sieht seine Anfrage danach nicht mehr/)).toBeVisible();
    await screenshot(page, 'admin-release-withdraw');
    await confirm.getByRole('button', { name: 'Freigabe zurückziehen' }).click();
    await expect(page.getByTestId('release-state')).toHaveText('Nicht freigegeben');
    await expect(page.getByRole('cell', { name: /In Verhandlung/ }).first()).toBeVisible();
    await expect(page.getByText(/Code und Passwort des Kunden bleiben erhalten/)).toBeVisible();
    const forMe = await page.request.get('/api/v1/customer-requests/for-me', {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    expect(forMe.status()).toBe(401);
    await expectNoMissingTranslations(page);
  });

  test('a refused save stops the release, with the reason at the input', async ({ page }) => {
    const id = await createRequest(page, { firstName: 'Karl', lastName: `Stopp${Date.now()}` });
    await openAsStaff(page, `/admin/customer-requests/edit/${id}`);
    await page.getByRole('textbox', { name: /^Vorname/ }).fill('');
    await page.getByRole('button', { name: 'Freigeben', exact: true }).click();
    await page.getByRole('dialog', { name: 'Anfrage freigeben?' }).getByRole('button', { name: 'Freigeben' }).click();
    await expect(page.getByRole('dialog', { name: 'Anfrage freigeben?' })).toHaveCount(0);
    await expect(page.getByText('Bitte geben Sie einen Vornamen ein')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Zugangsdaten für den Kunden' })).toHaveCount(0);
    await expect(page.getByTestId('release-state')).toHaveText('Nicht freigegeben');
    const stored = await page.request.get(`/api/v1/admin/customer-requests/${id}`, {
      headers: { Authorization: `Bearer ${await apiLogin(page)}` },
    });
    expect((await stored.json()).status).toBe('NEW');
  });

  test(`the release dialogs fit a phone ${PHONE_ONLY}`, async ({ page }) => {
    const id = await createRequest(page, { firstName: 'Maria', lastName: `Telefon${Date.now()}` });
    await openAsStaff(page, `/admin/customer-requests/edit/${id}`);
    await page.getByRole('button', { name: 'Freigeben', exact: true }).click();
    const options = page.getByRole('dialog', { name: 'Anfrage freigeben?' });
    await expect(options.getByRole('checkbox', { name: /per E-Mail senden/ })).toBeInViewport();
    await expect(options.getByRole('button', { name: 'Freigeben' })).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await options.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(options).toHaveCount(0);

    const access = await releaseOnPage(page);
    expect(access.code).toMatch(/^\d{6}$/);
    const done = page.getByRole('dialog', { name: 'Zugangsdaten für den Kunden' });
    await expect(done.getByRole('textbox', { name: 'Text für den Kunden' })).toBeInViewport();
    await expect(done.getByRole('button', { name: 'Text kopieren' })).toBeInViewport();
    await expect(done.getByRole('button', { name: 'Fertig' })).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-release-done');
    await done.getByRole('button', { name: 'Fertig' }).click();

    await page.getByRole('button', { name: 'Freigabe zurückziehen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Freigabe zurückziehen?' });
    await expect(confirm.getByRole('button', { name: 'Freigabe zurückziehen' })).toBeInViewport();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-release-withdraw');
    await expectNoMissingTranslations(page);
  });
});

test('the password goes into the release mail only when ticked, and leaves the database once sent', async ({
  page,
}) => {
  const id = await createRequest(page, { firstName: 'Pia', lastName: `Post${Date.now()}` });
  await openAsStaff(page, `/admin/customer-requests/edit/${id}`);
  const access = await releaseOnPage(page, { sendMail: true, mailPassword: true });
  await page.getByRole('button', { name: 'Fertig' }).click();
  // The worker sends it; afterwards no password is readable in the outbox.
  await expect
    .poll(async () => (await releaseMails(id))[0]?.secret ?? 'gesendet', { timeout: 30_000 })
    .toBe('gesendet');
  const [mail] = await releaseMails(id);
  expect(mail.text_body).not.toContain(access.password);
  expect(mail.text_body).toContain('Passwort: {{Passwort}}');
  const sent = readFileSync(join(stackInfo().dataDir, 'outbox', `${mail.id}.eml`), 'utf8');
  expect(sent).toContain(`Passwort: ${access.password}`);
});
