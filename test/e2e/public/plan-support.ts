import { expect, type Browser, type Page } from '@playwright/test';
import { screenshot } from '../support/screenshots';

/** A second device of the same size as `like`: a new browser context with nothing stored. */
export async function otherDevice(
  browser: Browser,
  like: Page,
  options: { storageState?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: like.viewportSize(), locale: 'de-DE', ...options });
  return context.newPage();
}

/** A screenshot at the page's current width (`<name>-<width>.png`): the full page, or only the screen (an open dialog). */
export async function screenshotAt(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await screenshot(page, name, { fullPage });
}

/** Fills the request form as a visitor would. */
export async function fillPersonalInfo(
  page: Page,
  info: { firstname: string; lastname: string; email: string; phone: string; place?: string; notes?: string },
): Promise<void> {
  await page.getByRole('textbox', { name: 'Vorname' }).fill(info.firstname);
  await page.getByRole('textbox', { name: 'Nachname' }).fill(info.lastname);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(info.email);
  await page.getByRole('textbox', { name: 'Telefonnummer' }).fill(info.phone);
  if (info.place) await page.getByRole('textbox', { name: 'Ort des Grundstücks' }).fill(info.place);
  if (info.notes) await page.getByRole('textbox', { name: 'Anmerkungen' }).fill(info.notes);
}

/** The consent checkbox of the request form. */
export const consentBox = (page: Page) =>
  page.getByRole('checkbox', { name: /Ich habe die Datenschutzerklärung gelesen/ });

/** Chooses a house on its page and a construction stage; lands on the stage page. */
export async function chooseHouseAndStage(page: Page, houseId: string, houseName: string, stage: string) {
  await page.goto(`/configure/${houseId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(houseName);
  await page.getByRole('button', { name: 'Dieses Haus wählen' }).click();
  await expect(page).toHaveURL(/\/choose-construction-stage$/);
  await page.getByText(stage, { exact: true }).click();
  await expect(page).toHaveURL(/\/choose-construction-stage\/[0-9a-f-]{36}$/);
}
