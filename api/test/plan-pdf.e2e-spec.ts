import { ImageType, PropertyShape } from '@hauskonfig/shared';
import { jest } from '@jest/globals';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { FILE_STORAGE, type FileStorage } from '../src/files/storage/file-storage.js';
import { House } from '../src/houses/house.entity.js';
import { PlanPdfService, planPdfKey } from '../src/plan-pdf/plan-pdf.service.js';
import { Session, bearer, staffSession } from './support/fixtures.js';
import { privacyConsent } from './support/privacy-consent.js';
import { readPdf } from './support/read-pdf.js';
import { TestApp, createTestApp } from './support/test-app.js';

/** The whole answer as bytes: supertest would otherwise leave a PDF unread. */
const asBytes = (call: request.Test) =>
  call.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

/**
 * A floor plan as a scanner delivers it, 4000 × 3000: walls on grey paper with grain. The grain is
 * what made PDFs large: it does not compress, so every pixel more than print needs is bytes.
 */
async function scannedFloorPlan(): Promise<Buffer> {
  const walls = Array.from({ length: 40 }, (_, i) => {
    const x = 200 + ((i * 937) % 3400);
    const y = 200 + ((i * 613) % 2400);
    return `<rect x="${x}" y="${y}" width="${300 + ((i * 37) % 700)}" height="${200 + ((i * 53) % 500)}" fill="none" stroke="#222" stroke-width="${8 + (i % 4) * 6}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">${walls}</svg>`;
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#e4e4e4',
      noise: { type: 'gaussian', mean: 228, sigma: 10 },
    },
  })
    .composite([{ input: Buffer.from(svg) }])
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Width and height of every image the PDF embeds (pdfkit writes the image dictionaries as text). */
function embeddedImageSizes(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/Subtype \/Image\n[^>]*?\/Width (\d+)\n\/Height (\d+)/g)].map((match) => ({
    width: Number(match[1]),
    height: Number(match[2]),
  }));
}

/** Print needs 200 dpi for a floor plan's fine lines and small measures. */
const PRINT_DPI = 200;
const pixelsAt = (mm: number) => Math.round((mm / 25.4) * PRINT_DPI);
/** An A4 page, and the width of its text (2 cm margins) and the first page's preview at most. */
const A4_MM = { width: 210, height: 297 };
const TEXT_WIDTH_MM = 170;
const PREVIEW_HEIGHT_MM = 95;

describe('the plan PDF', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;
  let storage: FileStorage;
  let renders: jest.SpiedFunction<PlanPdfService['render']>;

  beforeAll(async () => {
    t = await createTestApp({
      PDF_RENDERS_AT_ONCE: '1',
      SAVED_PLANS_PER_IP_PER_HOUR: '1000',
      REQUESTS_PER_IP_PER_HOUR: '1000',
      // The scanned plan is about 30 MB as PNG.
      MAX_IMAGE_BYTES: String(64 * 1024 * 1024),
    });
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
    storage = t.app.get<FileStorage>(FILE_STORAGE);
    renders = jest.spyOn(t.app.get(PlanPdfService), 'render');
  });
  afterEach(() => renders.mockClear());
  afterAll(() => t.close());

  const share = async (body: object = { constructionWorkIds: [] }): Promise<string> =>
    (await request(server).post('/api/v1/plan-shares').send(body).expect(201)).body.token;
  const download = (token: string) => asBytes(request(server).get(`/api/v1/plan-shares/${token}/pdf`));

  it('is made once and served as the stored file after that, with ETag and length', async () => {
    const token = await share();
    const first = await download(token).expect(200);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(await storage.stat(planPdfKey(token))).toMatchObject({ size: (first.body as Buffer).length });

    const second = await download(token).expect(200);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(second.body).toEqual(first.body);
    expect(second.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String((first.body as Buffer).length),
      'content-disposition': 'attachment; filename="Ihre-Hausplanung.pdf"',
      etag: first.headers.etag,
    });
    await request(server).get(`/api/v1/plan-shares/${token}/pdf`).set('If-None-Match', first.headers.etag).expect(304);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('is made once for parallel downloads of one plan', async () => {
    const token = await share();
    const answers = await Promise.all([1, 2, 3, 4].map(() => download(token).expect(200)));
    expect(renders).toHaveBeenCalledTimes(1);
    for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
  });

  it('makes one PDF at a time with PDF_RENDERS_AT_ONCE=1; the other downloads wait their turn', async () => {
    let running = 0;
    let most = 0;
    const original = renders.getMockImplementation() ?? PlanPdfService.prototype.render;
    renders.mockImplementation(async function (this: PlanPdfService, ...args) {
      running += 1;
      most = Math.max(most, running);
      try {
        return await original.apply(this, args);
      } finally {
        running -= 1;
      }
    });
    try {
      const tokens = await Promise.all([1, 2, 3].map(() => share()));
      const answers = await Promise.all(tokens.map((token) => download(token)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(renders).toHaveBeenCalledTimes(3);
      expect(most).toBe(1);
    } finally {
      renders.mockRestore();
      renders = jest.spyOn(t.app.get(PlanPdfService), 'render');
    }
  });

  it('goes when its request is deleted', async () => {
    const sent = await request(server)
      .post('/api/v1/customer-requests/incoming')
      .send({
        email: 'maria@example.at',
        firstname: 'Maria',
        lastname: 'Muster',
        phoneNumber: '+43 660 1234567',
        constructionWorkIds: [],
        ...(await privacyConsent(server)),
      })
      .expect(201);
    const key = planPdfKey(sent.body.planShareToken);
    await download(sent.body.planShareToken).expect(200);
    expect(await storage.stat(key)).not.toBeNull();
    await request(server).delete(`/api/v1/admin/customer-requests/${sent.body.id}`).set(bearer(staff)).expect(200);
    expect(await storage.stat(key)).toBeNull();
  });

  it('prints large scanned floor plans at print size and stays small', async () => {
    const house = await t.dataSource
      .getRepository(House)
      .save({ name: 'Haus mit großen Plänen', published: true, propertyShape: PropertyShape.STRAIGHT, sizeInSqm: 160 });
    const scan = await scannedFloorPlan();
    for (const type of [ImageType.GROUNDPLAN, ImageType.GROUNDPLAN_MEASURED, ImageType.THUMBNAIL]) {
      await request(server)
        .post('/api/v1/admin/houses/image-upload')
        .set(bearer(staff))
        .field('id', house.id)
        .field('type', type)
        .attach('uploadedImages', scan, 'plan.png')
        .expect(200);
    }
    const token = await share({ houseId: house.id, constructionWorkIds: [] });
    const pdf = (await download(token).expect(200)).body as Buffer;

    const { pages } = await readPdf(pdf);
    expect(pages.filter((page) => page.includes('Grundriss'))).toHaveLength(2);
    // Preview and two floor plans, none with more pixels than the whole page has at 200 dpi.
    const images = embeddedImageSizes(pdf);
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.width).toBeLessThanOrEqual(pixelsAt(A4_MM.width));
      expect(image.height).toBeLessThanOrEqual(pixelsAt(A4_MM.height));
    }
    // On paper the 4:3 scan is a floor plan across the text width and a preview 95 mm high: at one
    // byte per printed pixel (an 8-bit picture before any compression) plus 200 KB for text and fonts.
    const floorPlanPixels = pixelsAt(TEXT_WIDTH_MM) * pixelsAt((TEXT_WIDTH_MM * 3) / 4);
    const previewPixels = pixelsAt((PREVIEW_HEIGHT_MM * 4) / 3) * pixelsAt(PREVIEW_HEIGHT_MM);
    expect(pdf.length).toBeLessThanOrEqual(2 * floorPlanPixels + previewPixels + 200 * 1024);
  });
});
