import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin } from './admin-support';

/** What admin-prices.spec.ts and admin-prices.serial.spec.ts share. */

/** The German error of an amount typed with a thousands separator (admin/src/forms/amount-messages.de.ts). */
export const AMOUNT_ERROR = 'Bitte geben Sie den Betrag in Euro ohne Tausenderpunkte ein, z. B. 289000 oder 289000,50.';

export interface Stage {
  id: string;
  name: string;
  constructionWorks: { id: string; name: string; kind: 'OPTION' | 'ADDITIONAL_OPTION' }[];
}

export interface PriceGuide {
  priceDate: string | null;
  disclaimer: string;
  extraCosts: {
    name: string;
    note: string | null;
    fixedCents: number | null;
    byPlotShape: Record<string, number> | null;
  }[];
  optionPrices: Record<string, number | null>;
  financing: { equityCents: number; interestPercent: number; termYears: number; repaymentPercent: number | null };
  updatedAt: string;
}

const auth = async (request: APIRequestContext) => ({ authorization: `Bearer ${await apiLogin(request)}` });

export async function stages(request: APIRequestContext): Promise<Stage[]> {
  const response = await request.get('/api/v1/construction-stages');
  expect(response.status()).toBe(200);
  return (await response.json()) as Stage[];
}

export async function priceGuide(request: APIRequestContext): Promise<PriceGuide> {
  const response = await request.get('/api/v1/admin/price-guide', { headers: await auth(request) });
  expect(response.status()).toBe(200);
  return (await response.json()) as PriceGuide;
}

/** Puts the guide back as the suite found it: the public flow's tests read its prices. */
export async function restorePriceGuide(request: APIRequestContext, guide: PriceGuide): Promise<void> {
  const { updatedAt: _updatedAt, ...input } = guide;
  const response = await request.put('/api/v1/admin/price-guide', { headers: await auth(request), data: input });
  expect(response.status()).toBe(200);
}

export async function createHouse(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post('/api/v1/admin/houses/templates', {
    headers: await auth(request),
    data: { name },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function houseStagePrices(request: APIRequestContext, id: string): Promise<Record<string, number>> {
  const response = await request.get(`/api/v1/admin/houses/templates/${id}`, { headers: await auth(request) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { stagePrices: Record<string, number> }).stagePrices;
}

export async function deleteHouse(request: APIRequestContext, id: string): Promise<void> {
  await request.delete(`/api/v1/admin/houses/templates/${id}`, { headers: await auth(request) });
}

/** The first stage offering a Zusatzoption, and that option. */
export async function firstOption(
  request: APIRequestContext,
): Promise<{ stage: Stage; work: Stage['constructionWorks'][number] }> {
  for (const stage of await stages(request)) {
    const work = stage.constructionWorks.find((candidate) => candidate.kind === 'ADDITIONAL_OPTION');
    if (work) return { stage, work };
  }
  throw new Error('The demo data has no Zusatzoption');
}

export const saveButton = (page: Page) => page.getByRole('button', { name: 'Speichern' });

/** On a phone the "check your input" notice covers the form's bottom (and "Speichern"): closed once read. */
export async function closeNotice(page: Page): Promise<void> {
  await page.getByRole('alert').getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByRole('alert').getByRole('button', { name: 'Schließen' })).toHaveCount(0);
}

export const stagePrices = (page: Page) => page.getByRole('region', { name: 'Richtpreise nach Ausbaustufe' });

export const pricePage = {
  // Exact: the card "Preisstand und Hinweis" is labelled with the word too.
  priceDate: (page: Page) => page.getByLabel('Preisstand', { exact: true }),
  disclaimer: (page: Page) => page.getByRole('textbox', { name: /^Hinweistext/ }),
  addExtraCost: (page: Page) => page.getByRole('button', { name: 'Baunebenkosten hinzufügen' }),
  extraCost: (page: Page, number: number) => page.getByRole('group', { name: `Baunebenkosten ${number}`, exact: true }),
  option: (page: Page, stageName: string, workName: string) =>
    page
      .getByRole('region', { name: 'Zusatzoptionen', exact: true })
      .getByRole('region', { name: stageName, exact: true })
      .getByRole('textbox', { name: workName, exact: true }),
  interest: (page: Page) => page.getByRole('textbox', { name: /^Sollzins/ }),
};

export const shape = (line: Locator, label: 'Ebenes Grundstück' | 'Leichte Hanglage' | 'Hanglage') =>
  line.getByRole('textbox', { name: label, exact: true });
