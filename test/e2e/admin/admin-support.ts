import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { makePng } from './test-files';

export const ADMIN_USER = 'admin';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Passwort-2026';

export { screenshot } from '../support/screenshots';

/** Logs in through the real login form (as the demo admin unless told); lands on the page first asked for. */
export async function loginAsStaff(
  page: Page,
  path = '/admin',
  { username = ADMIN_USER, password = ADMIN_PASSWORD } = {},
): Promise<void> {
  // Straight to the login page with the page to return to, as the redirect from a protected page
  // leaves it (admin-auth.spec.ts tests that redirect itself): on a busy machine the redirect
  // could fire more than once, and each one emptied the form again.
  await page.goto(`/admin/login?redirect=${encodeURIComponent(path)}`);
  // Should the form still mount a second time, it empties what was typed: fill until both hold.
  const usernameInput = page.getByLabel('Benutzername');
  const passwordInput = page.locator('input[name="password"]');
  await expect(async () => {
    await usernameInput.fill(username);
    await passwordInput.fill(password);
    await page.waitForTimeout(100);
    await expect(usernameInput).toHaveValue(username, { timeout: 0 });
    await expect(passwordInput).toHaveValue(password, { timeout: 0 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Anmelden' }).click();
  // The account menu is in the navbar at every width (the areas sit behind a menu on phones).
  await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
}

/** Every `ra.*`, `resources.*` and `app.*` key the screens asked for exists in German. */
export async function expectNoMissingTranslations(page: Page): Promise<void> {
  const missing = await page.evaluate(() => window.__missingTranslations ?? []);
  expect(missing).toEqual([]);
}

/** An API session for setting up data directly (the tests still drive the screens). */
export async function apiLogin(from: Page | APIRequestContext): Promise<string> {
  const request = 'request' in from ? from.request : from;
  const response = await request.post('/api/v1/auth/login', {
    data: { username: ADMIN_USER, password: ADMIN_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).accessToken as string;
}

/** A contact person without a staff login, with a photo, made through the staff API. */
export async function createContactPerson(
  from: Page | APIRequestContext,
  name: string,
  email = `person${Date.now()}@example.at`,
): Promise<{ id: string }> {
  const request = 'request' in from ? from.request : from;
  const response = await request.post('/api/v1/admin/contact-people', {
    headers: { authorization: `Bearer ${await apiLogin(request)}` },
    multipart: {
      name,
      email,
      phoneNumber: '0732 123456',
      image: { name: 'foto.png', mimeType: 'image/png', buffer: makePng(120, 120, [90, 120, 60]) },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

/**
 * A colleague with a staff login of their own, made through the staff API. Tests that log out or
 * let a session expire log in as one: a logout of the demo admin outdates every access token the
 * admin holds, the stored session's (support/staff-session.ts) included, and that session's next
 * refresh would then be a second use of its refresh token, which ends it for good.
 */
export async function createStaffLogin(
  from: Page | APIRequestContext,
): Promise<{ id: string; username: string; password: string }> {
  const request = 'request' in from ? from.request : from;
  // Short and unique, as real names are short: base 36 of the time and a random digit pair.
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 * 36).toString(36)}`;
  const username = `k-${stamp}`;
  const password = `Kollegen-Passwort-${stamp}`;
  const response = await request.post('/api/v1/admin/contact-people', {
    headers: { authorization: `Bearer ${await apiLogin(request)}` },
    multipart: {
      name: `Kollege ${stamp}`,
      email: `kollege${stamp}@example.at`,
      phoneNumber: '0732 123456',
      username,
      password,
      currentPassword: ADMIN_PASSWORD,
      image: { name: 'foto.png', mimeType: 'image/png', buffer: makePng(120, 120, [90, 60, 120]) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, username, password };
}

/** A customer request made through the staff API (defaults for the required fields); returns its id. */
export async function createRequest(
  from: Page | APIRequestContext,
  data: Record<string, string | null>,
): Promise<string> {
  const request = 'request' in from ? from.request : from;
  const response = await request.post('/api/v1/admin/customer-requests', {
    headers: { authorization: `Bearer ${await apiLogin(request)}` },
    data: { email: 'kunde@example.at', phoneNumber: '0664 1234567', ...data },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as string;
}

declare global {
  interface Window {
    __missingTranslations?: string[];
  }
}

/** The access data as the release dialog hands them out, read from its one copyable text. */
export interface ReleasedAccess {
  text: string;
  link: string;
  code: string;
  /** Null when the customer keeps the password given before. */
  password: string | null;
}

/**
 * Clicks "Freigeben" (or "Zugangsdaten senden" once released) on the request page, ticks what is
 * asked, confirms, and reads the access text; the dialog is left open for the caller to check.
 */
export async function releaseOnPage(
  page: Page,
  { sendMail = false, mailPassword = false, newPassword = false, again = false } = {},
): Promise<ReleasedAccess> {
  await page.getByRole('button', { name: again ? 'Zugangsdaten senden' : 'Freigeben', exact: true }).click();
  const options = page.getByRole('dialog', { name: again ? 'Zugangsdaten senden' : 'Anfrage freigeben?' });
  if (newPassword) await options.getByRole('checkbox', { name: /Neues Passwort erstellen/ }).check();
  if (sendMail) await options.getByRole('checkbox', { name: /per E-Mail senden/ }).check();
  if (mailPassword) await options.getByRole('checkbox', { name: /Passwort in die E-Mail/ }).check();
  await options.getByRole('button', { name: again ? 'Speichern und anzeigen' : 'Freigeben' }).click();
  const done = page.getByRole('dialog', { name: 'Zugangsdaten für den Kunden' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  const text = await done.getByRole('textbox', { name: 'Text für den Kunden' }).inputValue();
  const link = /^(https?:\/\/\S+)$/m.exec(text)?.[1] ?? '';
  const code = /^Code: (\d{6})$/m.exec(text)?.[1] ?? '';
  const password = /^Passwort: (\S{10,})$/m.exec(text)?.[1] ?? null;
  return { text, link, code, password };
}

/** Releases a request through the staff API, optionally on to Verkauft; answers the access data. */
export async function releaseViaApi(
  from: Page | APIRequestContext,
  id: string,
  status: 'IN_PLANNING' | 'SOLD' = 'IN_PLANNING',
): Promise<{ loginCode: string; password: string }> {
  const request = 'request' in from ? from.request : from;
  const headers = { Authorization: `Bearer ${await apiLogin(request)}` };
  const released = await request.post(`/api/v1/admin/customer-requests/${id}/release`, { headers, data: {} });
  expect(released.status()).toBe(200);
  if (status === 'SOLD') {
    const sold = await request.put(`/api/v1/admin/customer-requests/${id}`, { headers, data: { status } });
    expect(sold.status()).toBe(200);
  }
  return (await released.json()) as { loginCode: string; password: string };
}

/** Waits (up to 90 s) until the stack's worker has taken a house's first 3D model to `status`. */
export async function waitForFirstModel(page: Page, houseId: string, status: 'READY' | 'FAILED'): Promise<void> {
  const headers = { authorization: `Bearer ${await apiLogin(page)}` };
  await expect
    .poll(
      async () => {
        const views = await page.request.get(`/api/v1/houses/${houseId}/house-views`, { headers });
        return ((await views.json()) as { conversionStatus: string }[])[0]?.conversionStatus;
      },
      { timeout: 90_000 },
    )
    .toBe(status);
}

/**
 * Nothing sticks out sideways (past `width`, the page's own width unless told); on failure the
 * innermost elements that do are named. Retried, as a menu fading out may still reach past the
 * edge for a moment.
 */
export async function expectNoHorizontalOverflow(page: Page, width = page.viewportSize()?.width ?? 390): Promise<void> {
  await expect(async () => {
    const overflow = await page.evaluate((width) => {
      const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 1;
      const wide = [...document.querySelectorAll('body *')]
        .filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
      return { scrollWidth: document.documentElement.scrollWidth, wide };
    }, width);
    expect(overflow.wide, 'elements wider than the screen').toEqual([]);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(width);
  }).toPass({ timeout: 5_000 });
}
