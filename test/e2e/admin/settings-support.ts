import type { AdminVendorSettingsDto } from '@hauskonfig/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin } from './admin-support';
import { makePng } from './test-files';

/** What admin-settings.spec.ts and admin-settings.serial.spec.ts share. */

export type AdminSettings = AdminVendorSettingsDto;

export async function adminSettings(request: APIRequestContext): Promise<AdminSettings> {
  const response = await request.get('/api/v1/admin/settings', {
    headers: { authorization: `Bearer ${await apiLogin(request)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminSettings;
}

/** A published contact person (the default contact person's choice), made through the staff API. */
export async function createPublishedPerson(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/api/v1/admin/contact-people', {
    headers: { authorization: `Bearer ${await apiLogin(request)}` },
    multipart: {
      name,
      email: `vorgabe${Date.now()}@example.at`,
      phoneNumber: '0732 765432',
      published: 'true',
      image: { name: 'foto.png', mimeType: 'image/png', buffer: makePng(120, 120, [40, 90, 140]) },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The settings the server embeds in the public index.html (script element `vendor-settings`). */
export async function embeddedSettings(request: APIRequestContext): Promise<Record<string, unknown>> {
  const html = await (await request.get('/')).text();
  const json = /<script type="application\/json" id="vendor-settings">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, 'settings embedded in index.html').toBeDefined();
  return JSON.parse(json!) as Record<string, unknown>;
}

export const field = {
  name: (page: Page) => page.getByRole('textbox', { name: /^Name des Anbieters/ }),
  color: (page: Page) => page.getByRole('textbox', { name: /^Hauptfarbe/ }),
  picker: (page: Page) => page.getByLabel('Farbe auswählen'),
  website: (page: Page) => page.getByRole('textbox', { name: /^Website/ }),
  imprint: (page: Page) => page.getByRole('textbox', { name: /^Impressum/ }),
  privacy: (page: Page) => page.getByRole('textbox', { name: /^Datenschutzerklärung/ }),
  contact: (page: Page) => page.getByRole('combobox', { name: /^Standard-Ansprechpartner/ }),
  image: (page: Page, name: 'Logo' | 'Startbild') => page.getByRole('group', { name, exact: true }),
};

export const saveButton = (page: Page) => page.getByRole('button', { name: 'Speichern' });

export async function save(page: Page): Promise<void> {
  await saveButton(page).click();
  await expect(page.getByText('Einstellungen gespeichert')).toBeVisible();
}

/**
 * The demo vendor as the suite found it: the tests here change the brand, remove the logo and
 * empty the website, and the public frame's tests after them expect the demo's frame back.
 */
export async function keptSettings(request: APIRequestContext) {
  const settings = await adminSettings(request);
  const picture = async (url: string | null) => (url ? Buffer.from(await (await request.get(url)).body()) : null);
  return { settings, logo: await picture(settings.logoUrl), hero: await picture(settings.heroImageUrl) };
}

export async function restoreSettings(request: APIRequestContext, kept: Awaited<ReturnType<typeof keptSettings>>) {
  const { settings, logo, hero } = kept;
  const file = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/webp', buffer });
  const response = await request.put('/api/v1/admin/settings', {
    headers: { authorization: `Bearer ${await apiLogin(request)}` },
    multipart: {
      vendorName: settings.vendorName,
      primaryColor: settings.primaryColor,
      websiteUrl: settings.websiteUrl ?? '',
      imprintText: settings.imprintText,
      privacyText: settings.privacyText,
      defaultContactPersonId: settings.defaultContactPersonId ?? '',
      ...(logo ? { logo: file('logo.webp', logo) } : { removeLogo: 'true' }),
      ...(hero ? { heroImage: file('hero.webp', hero) } : { removeHeroImage: 'true' }),
    },
  });
  expect(response.status()).toBe(200);
}
