import { expect, test } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { expectNoMissingTranslations, screenshot } from './admin-support';
import { makePng } from './test-files';
import {
  adminSettings,
  createPublishedPerson,
  embeddedSettings,
  field,
  keptSettings,
  restoreSettings,
  save,
  saveButton,
} from './settings-support';

// Serial: the vendor settings (name, colour, logo, privacy text) are on every public page.
test.use({ storageState: STAFF_SESSION });

test.describe('Einstellungen', () => {
  let kept: Awaited<ReturnType<typeof keptSettings>>;
  test.beforeAll(async ({ request }) => {
    kept = await keptSettings(request);
  });
  test.afterAll(async ({ request }) => {
    await restoreSettings(request, kept);
  });

  test('edits every field with logo and hero picture; the public site takes them', async ({ page, request }) => {
    test.setTimeout(90_000);
    const marker = Date.now();
    const personName = `Vera Vorgabe ${marker}`;
    const personId = await createPublishedPerson(request, personName);
    const before = await adminSettings(request);

    await openAsStaff(page, '/admin/overview');
    await page.getByRole('banner').getByRole('link', { name: 'Einstellungen' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await expect(page).toHaveTitle('Einstellungen – Verwaltung');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Einstellungen' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The form shows what is stored.
    await expect(field.name(page)).toHaveValue(before.vendorName);
    await expect(field.color(page)).toHaveValue(before.primaryColor);
    await expect(field.website(page)).toHaveValue(before.websiteUrl ?? '');
    await expect(field.imprint(page)).toHaveValue(before.imprintText);
    await expect(field.privacy(page)).toHaveValue(before.privacyText);
    await expect(page.getByText(`Aktuelle Fassung: ${before.privacyVersion}`)).toBeVisible();

    const vendorName = `Holzbau Beispiel ${marker} GmbH`;
    await field.name(page).fill(vendorName);
    // The picker and the text edit one value; the preview follows.
    await field.picker(page).fill('#1a5e3a');
    await expect(field.color(page)).toHaveValue('#1a5e3a');
    await expect(page.getByTestId('primary-color-swatch')).toHaveCSS('background-color', 'rgb(26, 94, 58)');
    await expect(page.getByText(/Kontrast mit weißer Schrift: \d+,\d:1/)).toBeVisible();
    await field.color(page).fill('#0B4F8A');
    await expect(field.picker(page)).toHaveValue('#0b4f8a');
    await expect(page.getByTestId('primary-color-swatch')).toHaveCSS('background-color', 'rgb(11, 79, 138)');
    await field.website(page).fill('https://www.holzbau-beispiel.example');
    const imprint = `Holzbau Beispiel GmbH\n\nWaldweg ${marker % 100}, 4020 Linz`;
    await field.imprint(page).fill(imprint);
    const privacy = `Wir verarbeiten Ihre Daten nur für Ihre Anfrage (Stand ${marker}).`;
    await field.privacy(page).fill(privacy);
    await expect(page.getByText(`Beim Speichern entsteht Fassung ${before.privacyVersion + 1}`)).toBeVisible();
    await field.contact(page).click();
    await page.getByRole('option', { name: personName, exact: true }).click();
    await expect(field.contact(page)).toHaveText(personName);
    await field
      .image(page, 'Logo')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(600, 200, [20, 60, 120]) });
    await field
      .image(page, 'Startbild')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'start.png', mimeType: 'image/png', buffer: makePng(1600, 900, [120, 160, 90]) });
    await expect(field.image(page, 'Logo').getByRole('img', { name: 'logo.png' })).toBeVisible();
    await screenshot(page, 'admin-settings-edited');
    await save(page);

    // Stored, and shown again after a reload.
    const saved = await adminSettings(request);
    expect(saved).toMatchObject({
      vendorName,
      primaryColor: '#0b4f8a',
      websiteUrl: 'https://www.holzbau-beispiel.example',
      imprintText: imprint,
      privacyText: privacy,
      privacyVersion: before.privacyVersion + 1,
      defaultContactPersonId: personId,
    });
    expect(saved.logoUrl).not.toBe(before.logoUrl);
    expect(saved.heroImageUrl).not.toBe(before.heroImageUrl);
    await page.reload();
    await expect(field.name(page)).toHaveValue(vendorName);
    await expect(field.color(page)).toHaveValue('#0b4f8a');
    await expect(field.website(page)).toHaveValue('https://www.holzbau-beispiel.example');
    await expect(field.imprint(page)).toHaveValue(imprint);
    await expect(field.privacy(page)).toHaveValue(privacy);
    await expect(field.contact(page)).toHaveText(personName);
    await expect(page.getByText(`Aktuelle Fassung: ${before.privacyVersion + 1}`)).toBeVisible();
    for (const [group, url] of [
      ['Logo', saved.logoUrl],
      ['Startbild', saved.heroImageUrl],
    ] as const) {
      const current = field.image(page, group).getByRole('img', { name: `Aktuelles ${group}` });
      await expect(current).toHaveAttribute('src', `${url}?size=small`);
      await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }

    // The public site: the API's answer and the settings embedded in every index.html.
    const publicSettings = (await (await request.get('/api/v1/settings')).json()) as Record<string, unknown>;
    expect(publicSettings).toMatchObject({
      vendorName,
      primaryColor: '#0b4f8a',
      websiteUrl: 'https://www.holzbau-beispiel.example',
      logoUrl: saved.logoUrl,
      heroImageUrl: saved.heroImageUrl,
      privacyVersion: before.privacyVersion + 1,
    });
    expect(await embeddedSettings(request)).toMatchObject({ vendorName, logoUrl: saved.logoUrl });

    // Removing the logo (undoable until saved) and emptying the website drop them.
    await field.image(page, 'Logo').getByRole('button', { name: 'Logo entfernen' }).click();
    await expect(page.getByText('Das Logo wird beim Speichern entfernt.')).toBeVisible();
    await page.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(field.image(page, 'Logo').getByRole('img', { name: 'Aktuelles Logo' })).toBeVisible();
    await field.image(page, 'Logo').getByRole('button', { name: 'Logo entfernen' }).click();
    await field.website(page).fill('');
    await save(page);
    await expect(field.image(page, 'Logo').getByText('Kein Logo hinterlegt.')).toBeVisible();
    const after = (await (await request.get('/api/v1/settings')).json()) as Record<string, unknown>;
    expect(after).toMatchObject({ logoUrl: null, websiteUrl: null, heroImageUrl: saved.heroImageUrl });
    expect(await embeddedSettings(request)).toMatchObject({ logoUrl: null, websiteUrl: null });
    await expectNoMissingTranslations(page);
  });

  test('works by keyboard alone, from the first field to "Speichern"', async ({ page, request }) => {
    const before = await adminSettings(request);
    await openAsStaff(page, '/admin/settings');
    await expect(field.name(page)).toHaveValue(before.vendorName);

    // From the page's heading on, Tab reaches every control of the form in reading order.
    await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).click();
    await page.keyboard.press('Tab');
    await expect(field.name(page)).toBeFocused();
    const vendorName = `Tastatur Haus ${Date.now()}`;
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(vendorName);
    const reached = ['Name des Anbieters'];
    for (let step = 0; step < 40 && !reached.includes('Speichern'); step += 1) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          // An input's own <label> names it when nothing else does.
          const element = document.activeElement as (HTMLElement & Partial<Pick<HTMLInputElement, 'labels'>>) | null;
          if (!element) return '';
          const labelled = element.getAttribute('aria-labelledby');
          const byId = labelled
            ?.split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ');
          return (element.getAttribute('aria-label') ?? byId ?? element.labels?.[0]?.textContent ?? element.innerText)
            .replace(/\s*\*$/, '')
            .trim();
        }),
      );
    }
    const order = [
      'Name des Anbieters',
      'Farbe auswählen',
      'Hauptfarbe',
      'Website',
      'Standard-Ansprechpartner',
      'Startbild entfernen',
      'Impressum',
      'Datenschutzerklärung',
      'Speichern',
    ];
    const positions = order.map((name) =>
      reached.findIndex((label) => label.toLowerCase().startsWith(name.toLowerCase())),
    );
    expect(positions, `reached in this order: ${reached.join(' | ')}`).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Both drop zones take the keyboard too.
    expect(reached.filter((label) => label.startsWith('Bild hierher ziehen'))).toHaveLength(2);

    // Removing a picture and taking it back: focus moves between the two buttons.
    const hero = field.image(page, 'Startbild');
    await hero.getByRole('button', { name: 'Startbild entfernen' }).focus();
    await page.keyboard.press('Enter');
    await expect(hero.getByRole('button', { name: 'Rückgängig' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(hero.getByRole('button', { name: 'Startbild entfernen' })).toBeFocused();

    // The select by keyboard: open, choose, and focus comes back to it.
    await field.contact(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Keiner (faire Verteilung)' })).toBeVisible();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(field.contact(page)).toHaveText('Keiner (faire Verteilung)');
    await expect(field.contact(page)).toBeFocused();
    while (!(await saveButton(page).evaluate((button) => button === document.activeElement))) {
      await page.keyboard.press('Tab');
    }
    // A visible focus on "Speichern", then saved by Enter.
    await screenshot(page, 'admin-settings-keyboard');
    await expect(saveButton(page)).toHaveCSS('outline-style', 'solid');
    await expect(saveButton(page)).toHaveCSS('outline-width', '3px');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Einstellungen gespeichert')).toBeVisible();
    expect(await adminSettings(request)).toMatchObject({ vendorName, defaultContactPersonId: null });
  });
});
