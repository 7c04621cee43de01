import { NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS, EXTMeshoptCompression, KHRDracoMeshCompression } from '@gltf-transform/extensions';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import draco3d from 'draco3dgltf';
import { MeshoptDecoder } from 'meshoptimizer';
import sharp from 'sharp';
import { ADMIN_PASSWORD, ADMIN_USER } from '../admin/admin-support';
import { screenshotOf } from '../support/screenshots';
import { openAsStaff } from '../support/staff-session';

export interface DemoView {
  id: string;
  houseId: string;
  name: string;
  standard: boolean;
  modelUrl: string;
  usdzUrl: string | null;
  conversionStatus: string;
}

export interface DemoHouse {
  id: string;
  name: string;
}

export async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: { username: ADMIN_USER, password: ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  return (await login.json()).accessToken as string;
}

/** A published demo house (seeded on the first start) and its standard model, once converted. */
export async function demoHouse(request: APIRequestContext, name = 'Stadtvilla Linz') {
  const catalogue = await request.get('/api/v1/houses/templates');
  expect(catalogue.status()).toBe(200);
  const house = ((await catalogue.json()) as DemoHouse[]).find((candidate) => candidate.name === name);
  expect(house, `demo house ${name}`).toBeDefined();
  let views: DemoView[] = [];
  // The worker converts the demo models after the seed; the USDZ exists once they are READY.
  await expect
    .poll(
      async () => {
        views = await (await request.get(`/api/v1/houses/${house!.id}/house-views`)).json();
        return views.every((view) => view.conversionStatus === 'READY');
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(true);
  return { house: house!, views };
}

/** A web GLB (meshopt) re-encoded with Draco geometry instead; no seeded model uses Draco. */
export async function dracoCompressed(glb: Buffer): Promise<Buffer> {
  await MeshoptDecoder.ready;
  const io = new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({
    'draco3d.decoder': await draco3d.createDecoderModule(),
    'draco3d.encoder': await draco3d.createEncoderModule(),
    'meshopt.decoder': MeshoptDecoder,
  });
  const document = await io.readBinary(glb);
  document
    .getRoot()
    .listExtensionsUsed()
    .find((used) => used instanceof EXTMeshoptCompression)
    ?.dispose();
  document.createExtension(KHRDracoMeshCompression).setRequired(true);
  return Buffer.from(await io.writeBinary(document));
}

/**
 * Opens a published house's page as a visitor (no login) and starts its 3D view, which shows the
 * standard model first; waits for the first frame.
 */
export async function openHouseViewer(page: Page, houseId: string): Promise<Locator> {
  await startHouseViewer(page, houseId);
  const viewer = page.getByTestId('house-viewer');
  await expectDrawn(viewer);
  return viewer;
}

/** Opens a published house's page and clicks "3D-Ansicht starten", without waiting for a picture. */
export async function startHouseViewer(page: Page, houseId: string): Promise<void> {
  await page.goto(`/configure/${houseId}`);
  await page.getByRole('button', { name: '3D-Ansicht starten' }).click();
}

/**
 * Clicks the 3D preview of one stored model in the staff house form, in the stored staff session
 * (the spec says `test.use({ storageState: STAFF_SESSION })`).
 */
export async function startModelPreview(page: Page, houseId: string, viewName: string): Promise<void> {
  await openAsStaff(page, `/admin/template-houses/${houseId}`);
  await page.getByRole('group', { name: viewName, exact: true }).getByRole('button', { name: '3D-Vorschau' }).click();
}

/** Opens the 3D preview of one stored model from the house form and waits for its first frame. */
export async function openModelPreview(page: Page, houseId: string, viewName: string): Promise<Locator> {
  await startModelPreview(page, houseId, viewName);
  const viewer = page.getByTestId('house-viewer');
  await expectDrawn(viewer);
  return viewer;
}

export async function expectDrawn(viewer: Locator): Promise<void> {
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(viewer).toHaveAttribute('data-first-frame-ms', /^\d+$/);
}

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * What the canvas shows, as raw RGB. Taken from the page's compositor (a screenshot of the
 * element), so it needs no preserveDrawingBuffer. Waits two frames first: damping and the
 * new light settle, and the screenshot shows the current frame.
 */
export async function canvasPixels(viewer: Locator, screenshotName?: string): Promise<Pixels> {
  const canvas = viewer.locator('canvas');
  await viewer
    .page()
    .evaluate(
      () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
    );
  const png = await canvas.screenshot();
  if (screenshotName) await screenshotOf(viewer, screenshotName);
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Number of distinct colours (quantised to 4 bits per channel) and the brightness spread. */
export function pixelStats({ data }: Pixels): { colours: number; stdDev: number; mean: number } {
  const colours = new Set<number>();
  let sum = 0;
  let squares = 0;
  const count = data.length / 3;
  for (let i = 0; i < data.length; i += 3) {
    colours.add(((data[i] >> 4) << 8) | ((data[i + 1] >> 4) << 4) | (data[i + 2] >> 4));
    const luminance = 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
    sum += luminance;
    squares += luminance * luminance;
  }
  const mean = sum / count;
  return { colours: colours.size, stdDev: Math.sqrt(squares / count - mean * mean), mean };
}

/**
 * Two pictures cut to the area they share, from the top left: under "Tagesverlauf" the picture is
 * shorter than under the other skies, its controls take the room below it.
 */
export function sharedArea(a: Pixels, b: Pixels): [Pixels, Pixels] {
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  const cut = (pixels: Pixels): Pixels => {
    const data = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y += 1)
      pixels.data.copy(data, y * width * 3, y * pixels.width * 3, (y * pixels.width + width) * 3);
    return { data, width, height };
  };
  return [cut(a), cut(b)];
}

/** Mean absolute difference per channel (0..255) between two pictures of the same size. */
export function meanDifference(a: Pixels, b: Pixels): number {
  expect(a.data.length).toBe(b.data.length);
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 1) sum += Math.abs(a.data[i] - b.data[i]);
  return sum / a.data.length;
}

/** A non-blank picture: many colours and clear contrast (a house against sky and ground). */
export function expectNonBlank(pixels: Pixels): void {
  const stats = pixelStats(pixels);
  expect(stats.colours, 'distinct colours').toBeGreaterThan(40);
  expect(stats.stdDev, 'brightness spread').toBeGreaterThan(8);
}
