import { readFileSync } from 'node:fs';
import type { CatalogueHouseDto } from '@hauskonfig/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { makeGlb, makePng } from '../admin/test-files';
import { screenshot } from '../support/screenshots';
import { PHONE } from '../support/viewports';

export const ADMIN_USER = 'admin';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-Passwort-2026';

/** Evaluated, not injected as a script tag: the site's Content-Security-Policy forbids inline scripts. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** A full-page screenshot at the project's width (`public-<name>-<width>.png`), when asked for. */
export async function screenshots(page: Page, name: string): Promise<void> {
  await screenshot(page, `public-${name}`);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core in the page: no serious or critical accessibility violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // A page still fading in has too little contrast for axe; wait for its transition to end. The
  // fade of a page just mounted starts a frame later, and its element is then on its way to an
  // inline opacity of 1: wait until that is the computed opacity too.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[style*="opacity"]'))
      .filter((element) => element.style.opacity === '1')
      .every((element) => getComputedStyle(element).opacity === '1'),
  );
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document);
    return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  });
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** Whether the test runs in the `phone` project. */
export const onPhone = (page: Page) => page.viewportSize()?.width === PHONE.width;

/** No part of the page reaches past the window's right edge; on failure the innermost elements that do are named. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 1;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { beyond: document.documentElement.scrollWidth - width, wide };
  });
  expect(overflow.beyond, `wider than the window: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(0);
}

/**
 * A demo house as the catalogue lists it (seeded with the stack, its models converted): for tests
 * that only read a house, instead of publishing one of their own behind the worker's conversion.
 */
export async function catalogueDemoHouse(
  request: APIRequestContext,
  name = 'Stadtvilla Linz',
): Promise<CatalogueHouseDto> {
  const catalogue = await request.get('/api/v1/houses/templates');
  expect(catalogue.status()).toBe(200);
  const house = ((await catalogue.json()) as CatalogueHouseDto[]).find((candidate) => candidate.name === name);
  expect(house, `demo house ${name}`).toBeDefined();
  return house!;
}

/** A staff session for setting up data through the API (the tests still drive the public screens). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/auth/login', {
    data: { username: ADMIN_USER, password: ADMIN_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).accessToken as string;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function createContactPerson(request: APIRequestContext, token: string, name: string): Promise<string> {
  const response = await request.post('/api/v1/admin/contact-people', {
    headers: auth(token),
    multipart: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@fertighaus.example`,
      phoneNumber: '+43 732 123456',
      published: 'true',
      image: { name: 'foto.png', mimeType: 'image/png', buffer: makePng(240, 240, [90, 90, 90]) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id as string;
}

export interface HouseSpec {
  name: string;
  propertyShape: string;
  constructionMethod: string;
  roofShape: string;
  sizeInSqm: number;
  contactPersonId?: string;
}

/** A complete, published template house: preview image, floor plans with and without measures, a 3D model. */
export async function createPublishedHouse(
  request: APIRequestContext,
  token: string,
  spec: HouseSpec,
): Promise<string> {
  const created = await request.post('/api/v1/admin/houses/templates', { headers: auth(token), data: spec });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as string;
  const images: [string, [number, number, number]][] = [
    ['THUMBNAIL', [200, 80, 60]],
    ['GROUNDPLAN', [240, 240, 240]],
    ['GROUNDPLAN_MEASURED', [230, 230, 250]],
  ];
  for (const [type, colour] of images) {
    const upload = await request.post('/api/v1/admin/houses/image-upload', {
      headers: auth(token),
      multipart: {
        id,
        type,
        uploadedImages: { name: `${type}.png`, mimeType: 'image/png', buffer: makePng(640, 400, colour) },
      },
    });
    expect(upload.status(), await upload.text()).toBeLessThan(300);
  }
  const view = await request.post('/api/v1/admin/house-views', {
    headers: auth(token),
    multipart: {
      houseId: id,
      name: 'Außenansicht',
      standard: 'true',
      file: { name: 'haus.glb', mimeType: 'model/gltf-binary', buffer: makeGlb() },
    },
  });
  expect(view.status(), await view.text()).toBeLessThan(300);
  // Publishing needs a converted model: wait for the stack's worker.
  await expect
    .poll(
      async () => {
        const views = await request.get(`/api/v1/houses/${id}/house-views`, { headers: auth(token) });
        return ((await views.json()) as { conversionStatus: string }[])[0]?.conversionStatus;
      },
      { timeout: 90_000 },
    )
    .toBe('READY');
  const published = await request.post('/api/v1/admin/houses/templates/publish', {
    headers: auth(token),
    data: { id, publishHouse: true },
  });
  expect(published.status(), await published.text()).toBeLessThan(300);
  return id;
}

export interface Customer {
  requestId: string;
  code: string;
  password: string;
}

/** Opens the customer's personal link and answers the password dialog (the customer's own password unless given). */
export async function logInCustomer(page: Page, customer: Customer, password = customer.password): Promise<void> {
  await page.goto(`/?code=${customer.code}`);
  const dialog = page.getByRole('dialog', { name: 'Passwort eingeben' });
  await dialog.getByLabel('Passwort', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * A request with the given status and customer credentials (what staff send as the personal link):
 * released once, as staff do, then set to the status under test.
 */
export async function createCustomer(
  request: APIRequestContext,
  token: string,
  { status, ...data }: { lastName: string; status: string; houseId?: string; contactPersonId?: string; notes?: string },
): Promise<Customer> {
  const created = await request.post('/api/v1/admin/customer-requests', {
    headers: auth(token),
    data: { firstName: 'Klara', email: 'klara@example.at', phoneNumber: '0664 1234567', place: 'Linz', ...data },
  });
  expect(created.status(), await created.text()).toBe(201);
  const requestId = (await created.json()).id as string;
  const path = `/api/v1/admin/customer-requests/${requestId}`;
  const released = await request.post(`${path}/release`, { headers: auth(token), data: {} });
  expect(released.status(), await released.text()).toBe(200);
  const { loginCode, password } = (await released.json()) as { loginCode: string; password: string };
  if (!['IN_PLANNING', 'SOLD'].includes(status)) {
    expect((await request.post(`${path}/withdraw-release`, { headers: auth(token) })).status()).toBe(200);
  }
  if (!['IN_PLANNING', 'IN_NEGOTIATION'].includes(status)) {
    expect((await request.put(path, { headers: auth(token), data: { status } })).status()).toBe(200);
  }
  return { requestId, code: loginCode, password };
}

/** Reads requests back through the staff API (the database as staff see it). */
export async function findStoredRequest(request: APIRequestContext, token: string, email: string) {
  const list = await request.get(
    `/api/v1/admin/customer-requests?filter=${encodeURIComponent(JSON.stringify({ email }))}`,
    {
      headers: auth(token),
    },
  );
  expect(list.status()).toBe(200);
  const rows = (await list.json()) as { id: string }[];
  expect(rows).toHaveLength(1);
  const detail = await request.get(`/api/v1/admin/customer-requests/${rows[0].id}`, { headers: auth(token) });
  return detail.json();
}
