import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConversionStatus, ErrorCode, ImageType, VALIDATION_MESSAGES } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { HouseView } from '../src/house-views/house-view.entity.js';
import { HouseImage } from '../src/houses/house-image.entity.js';
import { House } from '../src/houses/house.entity.js';
import { CustomerRequest } from '../src/customer-requests/customer-request.entity.js';
import { Session, bearer, createRequest, staffSession } from './support/fixtures.js';
import { optimizeGlb } from '../src/conversion/optimize/optimize-glb.js';
import { pngDeclaring, solidImage } from './files/image-fixtures.js';
import {
  makeDenseGlb,
  makeEmptySceneGlb,
  makeGlb,
  makePng,
  makePointsGlb,
  makeTexturedGlb,
} from './support/model-fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';

/** Every file below a folder, relative. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/** A PNG whose header claims 100000 × 100000 pixels: a few bytes that would decode to 40 GB. */
async function imageBomb(): Promise<Buffer> {
  const png = await makePng(1, 1);
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(100_000, 16);
  bomb.writeUInt32BE(100_000, 20);
  return bomb;
}

/** A GLB whose JSON declares a buffer far larger than the file. */
async function glbDeclaringHugeBuffer(): Promise<Buffer> {
  const glb = await makeGlb();
  const jsonLength = glb.readUInt32LE(12);
  const json = JSON.parse(glb.subarray(20, 20 + jsonLength).toString('utf8'));
  json.buffers[0].byteLength = 2_000_000_000;
  let text = JSON.stringify(json);
  while ((text.length + 0) % 4 !== 0) text += ' ';
  const bin = glb.subarray(20 + jsonLength);
  const header = Buffer.alloc(20);
  header.writeUInt32LE(0x46546c67, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(20 + text.length + bin.length, 8);
  header.writeUInt32LE(text.length, 12);
  header.writeUInt32LE(0x4e4f534a, 16);
  return Buffer.concat([header, Buffer.from(text), bin]);
}

/** A GLB of only a JSON chunk holding `text` (valid JSON, but not necessarily glTF). */
function glbWithJson(text: string): Buffer {
  const json = Buffer.from(text.padEnd(Math.ceil(text.length / 4) * 4, ' '));
  const header = Buffer.alloc(20);
  header.writeUInt32LE(0x46546c67, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(20 + json.length, 8);
  header.writeUInt32LE(json.length, 12);
  header.writeUInt32LE(0x4e4f534a, 16);
  return Buffer.concat([header, json]);
}

/** The GLB with its first image moved out of the binary chunk into a data URI. */
function withDataUriImage(glb: Buffer): Buffer {
  const jsonLength = glb.readUInt32LE(12);
  const json = JSON.parse(glb.subarray(20, 20 + jsonLength).toString('utf8'));
  const bin = glb.subarray(20 + jsonLength + 8);
  const view = json.bufferViews[json.images[0].bufferView];
  const bytes = bin.subarray(view.byteOffset ?? 0, (view.byteOffset ?? 0) + view.byteLength);
  json.images[0] = { name: json.images[0].name, uri: `data:image/png;base64,${bytes.toString('base64')}` };
  let text = Buffer.from(JSON.stringify(json));
  text = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
  const rest = glb.subarray(20 + jsonLength);
  const header = Buffer.from(glb.subarray(0, 20));
  header.writeUInt32LE(20 + text.length + rest.length, 8);
  header.writeUInt32LE(text.length, 12);
  return Buffer.concat([header, text, rest]);
}

describe('houses, images and 3D models', () => {
  let t: TestApp;
  let server: App;
  let staff: Session;
  let filesDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
    filesDir = t.config.storage.driver === 'local' ? t.config.storage.filesDir : '';
  });
  afterAll(() => t.close());

  const admin = (method: 'get' | 'post' | 'put' | 'delete', url: string) =>
    request(server)[method](url).set(bearer(staff));
  const createHouse = async (body: object) =>
    (await admin('post', '/api/v1/admin/houses/templates').send(body).expect(201)).body;
  const uploadImages = (houseId: string, type: ImageType, files: [Buffer, string][]) => {
    const call = admin('post', '/api/v1/admin/houses/image-upload').field('id', houseId).field('type', type);
    for (const [buffer, name] of files) call.attach('uploadedImages', buffer, name);
    return call;
  };
  const uploadView = (houseId: string, file: Buffer, name = 'Standard', extra: Record<string, string> = {}) => {
    const call = admin('post', '/api/v1/admin/house-views').field('houseId', houseId).field('name', name);
    for (const [key, value] of Object.entries(extra)) call.field(key, value);
    return call.attach('file', file, 'modell.glb');
  };
  const houseFiles = (houseId: string) => filesUnder(filesDir).filter((f) => f.startsWith(`houses/${houseId}/`));

  describe('staff list (ra-data-simple-rest)', () => {
    it('sorts, pages, filters and reports the total in Content-Range', async () => {
      const names = ['Alpha Testvilla', 'Beta Testvilla', 'Gamma Testvilla'];
      const created = [];
      for (const name of names) created.push(await createHouse({ name, roofShape: 'FLAT', sizeInSqm: 100 }));
      const res = await admin('get', '/api/v1/admin/houses/templates')
        .query({ sort: '["name","DESC"]', range: '[0,1]', filter: '{"q":"Testvilla"}' })
        .expect(200);
      expect(res.body.map((h: { name: string }) => h.name)).toEqual(['Gamma Testvilla', 'Beta Testvilla']);
      expect(res.headers['content-range']).toBe('houses 0-1/3');
      expect(res.body[0]).toMatchObject({
        houseViewCount: 0,
        referenceImageCount: 0,
        published: false,
        thumbnailUrl: null,
      });
      const many = await admin('get', '/api/v1/admin/houses/templates')
        .query({ filter: JSON.stringify({ id: [created[0].id, created[2].id, 'kein-uuid'] }) })
        .expect(200);
      expect(many.body.map((h: { id: string }) => h.id).sort()).toEqual([created[0].id, created[2].id].sort());
    });

    it('refuses unknown sort fields and bad ranges with 400', async () => {
      await admin('get', '/api/v1/admin/houses/templates').query({ sort: '["password","ASC"]' }).expect(400);
      await admin('get', '/api/v1/admin/houses/templates').query({ range: '[9,1]' }).expect(400);
    });

    it('validates house fields in German', async () => {
      const res = await admin('post', '/api/v1/admin/houses/templates')
        .send({ name: '', roofShape: 'ROUND', sizeInSqm: -3 })
        .expect(400);
      expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED);
      const fields = res.body.errors.map((e: { field: string }) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['name', 'roofShape', 'sizeInSqm']));
      const unknownPerson = await admin('post', '/api/v1/admin/houses/templates')
        .send({ name: 'Haus', contactPersonId: '00000000-0000-4000-8000-000000000000' })
        .expect(422);
      expect(unknownPerson.body.message).toMatch(/Ansprechpartner/);
    });

    it('accepts the record react-admin sends back on update', async () => {
      const house = await createHouse({ name: 'Rückweg' });
      const res = await admin('put', `/api/v1/admin/houses/templates/${house.id}`)
        .send({ ...house, name: 'Rückweg 2', location: 'Wels' })
        .expect(200);
      expect(res.body).toMatchObject({ name: 'Rückweg 2', location: 'Wels', published: false });
    });
  });

  describe('publishing', () => {
    it('lists in German what is missing, then publishes a complete house into the catalogue', async () => {
      const house = await createHouse({ name: 'Publizierbar', propertyShape: 'STRAIGHT' });
      const refused = await admin('post', '/api/v1/admin/houses/templates/publish')
        .send({ id: house.id, publishHouse: true })
        .expect(422);
      expect(refused.body.code).toBe(ErrorCode.PUBLISH_INCOMPLETE);
      expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual([
        'constructionMethod',
        'roofShape',
        'sizeInSqm',
        'thumbnail',
        'groundPlans',
        'houseViews',
      ]);
      expect(refused.body.errors[0].messages[0]).toBe('Bitte wählen Sie eine Bauweise aus');

      await admin('put', `/api/v1/admin/houses/templates/${house.id}`)
        .send({ constructionMethod: 'WOODEN', roofShape: 'GABLE', sizeInSqm: 133.5 })
        .expect(200);
      await uploadImages(house.id, ImageType.THUMBNAIL, [[await makePng(), 'vorschau.png']]).expect(200);
      await uploadImages(house.id, ImageType.GROUNDPLAN, [[await makePng(), 'eg.png']]).expect(200);
      const view = (await uploadView(house.id, await makeGlb()).expect(201)).body;
      // A model that failed conversion shows visitors nothing: publishing waits for a READY one.
      await t.dataSource
        .getRepository(HouseView)
        .update(view.id, { conversionStatus: ConversionStatus.FAILED, conversionError: 'Kaputt' });
      const unconverted = await admin('post', '/api/v1/admin/houses/templates/publish')
        .send({ id: house.id, publishHouse: true })
        .expect(422);
      expect(unconverted.body).toMatchObject({ statusCode: 422, code: ErrorCode.PUBLISH_INCOMPLETE });
      expect(unconverted.body.errors).toEqual([
        { field: 'readyHouseView', messages: [VALIDATION_MESSAGES.readyHouseViewRequired] },
      ]);
      await t.dataSource.getRepository(HouseView).update(view.id, { conversionStatus: ConversionStatus.READY });
      const published = await admin('post', '/api/v1/admin/houses/templates/publish')
        .send({ id: house.id, publishHouse: true })
        .expect(200);
      expect(published.body.published).toBe(true);

      const catalogue = await request(server)
        .get('/api/v1/houses/templates')
        .query({ roofShape: 'GABLE', from: 130, to: 140 })
        .expect(200);
      expect(catalogue.body.map((h: { id: string }) => h.id)).toContain(house.id);
      const entry = catalogue.body.find((h: { id: string }) => h.id === house.id);
      expect(entry).toMatchObject({
        sizeInSqm: 133.5,
        constructionMethod: 'WOODEN',
        thumbnailUrl: expect.stringContaining(house.id),
      });
      expect(entry.defaultHouseViewId).toEqual(expect.any(String));

      await admin('post', '/api/v1/admin/houses/templates/publish')
        .send({ id: house.id, publishHouse: false })
        .expect(200);
      const after = await request(server).get('/api/v1/houses/templates').expect(200);
      expect(after.body.map((h: { id: string }) => h.id)).not.toContain(house.id);
      await request(server).get(`/api/v1/houses/${house.id}`).expect(404);
    });
  });

  describe('catalogue', () => {
    it('answers 304 for an unchanged catalogue and rejects bad filters', async () => {
      const first = await request(server).get('/api/v1/houses/templates').expect(200);
      expect(first.headers.etag).toBeDefined();
      await request(server).get('/api/v1/houses/templates').set('If-None-Match', first.headers.etag).expect(304);
      const bad = await request(server)
        .get('/api/v1/houses/templates')
        .query({ roofShape: 'ROUND', from: 'viel' })
        .expect(400);
      expect(bad.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    });
  });

  describe('images', () => {
    it('re-encodes uploads to WebP under generated names, whatever the upload was called', async () => {
      const house = await createHouse({ name: 'Bilderhaus' });
      const res = await uploadImages(house.id, ImageType.REFERENCES, [
        [await makePng(), '../../etc/passwd.png'],
        [await makePng(300, 200), 'c:\\windows\\evil.png'],
      ]).expect(200);
      expect(res.body.referenceImages).toHaveLength(2);
      const files = houseFiles(house.id);
      expect(files).toHaveLength(4);
      for (const file of files) expect(file).toMatch(/^houses\/[0-9a-f-]+\/images\/[0-9a-f-]{36}(-small)?\.webp$/);
      // A draft's images are for staff only.
      await request(server).get(res.body.referenceImages[0]).expect(404);
      const image = await admin('get', res.body.referenceImages[0]).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.body.subarray(8, 12).toString()).toBe('WEBP');
      const small = await admin('get', `${res.body.referenceImages[1]}?size=small`).expect(200);
      expect(small.headers['content-type']).toBe('image/webp');
    });

    it('keeps one preview image: a new one replaces the old and its files', async () => {
      const house = await createHouse({ name: 'Vorschauhaus' });
      const first = await uploadImages(house.id, ImageType.THUMBNAIL, [[await makePng(), 'a.png']]).expect(200);
      const second = await uploadImages(house.id, ImageType.THUMBNAIL, [[await makePng(80, 60), 'b.png']]).expect(200);
      expect(second.body.thumbnail).not.toBe(first.body.thumbnail);
      expect(await t.dataSource.getRepository(HouseImage).countBy({ houseId: house.id })).toBe(1);
      expect(houseFiles(house.id)).toHaveLength(2);
      await uploadImages(house.id, ImageType.THUMBNAIL, [
        [await makePng(), 'a.png'],
        [await makePng(), 'b.png'],
      ]).expect(400);
    });

    it.each([
      ['a GLB named .png', async () => makeGlb(), 415],
      ['text', async () => Buffer.from('Das ist kein Bild'), 415],
      ['an image bomb', imageBomb, 422],
    ])('refuses %s and keeps nothing', async (_label, make, status) => {
      const house = await createHouse({ name: 'Abwehrhaus' });
      const res = await uploadImages(house.id, ImageType.REFERENCES, [
        [await makePng(), 'gut.png'],
        [await make(), 'boese.png'],
      ]).expect(status);
      expect(res.body.code).toEqual(expect.any(String));
      expect(await t.dataSource.getRepository(HouseImage).countBy({ houseId: house.id })).toBe(0);
      expect(houseFiles(house.id)).toEqual([]);
    });

    it('deletes images by file name, with their files', async () => {
      const house = await createHouse({ name: 'Löschhaus' });
      const uploaded = await uploadImages(house.id, ImageType.GROUNDPLAN, [[await makePng(), 'eg.png']]).expect(200);
      const filename = uploaded.body.groundPlans[0].split('/').pop();
      const res = await admin('delete', '/api/v1/admin/houses/images')
        .send({ id: house.id, filenames: [filename], type: 'GROUNDPLAN' })
        .expect(200);
      expect(res.body.groundPlans).toEqual([]);
      expect(houseFiles(house.id)).toEqual([]);
      await admin('delete', '/api/v1/admin/houses/images')
        .send({ id: house.id, filenames: ['../../x.webp'], type: 'GROUNDPLAN' })
        .expect(400);
    });
  });

  describe('3D models', () => {
    it.each([
      ['a PNG named .glb', () => makePng()],
      ['a truncated GLB', async () => (await makeGlb()).subarray(0, 100)],
      ['a GLB declaring a huge buffer', glbDeclaringHugeBuffer],
      ['an empty file', async () => Buffer.alloc(0)],
      ['a GLB whose JSON is null', async () => glbWithJson('null')],
    ])('refuses %s with 422 INVALID_MODEL and keeps nothing', async (_label, make) => {
      const house = await createHouse({ name: 'Modellprüfung' });
      const res = await uploadView(house.id, await make()).expect(422);
      expect(res.body.code).toBe(ErrorCode.INVALID_MODEL);
      expect(res.body.message).toMatch(/GLB/);
      expect(await t.dataSource.getRepository(HouseView).countBy({ houseId: house.id })).toBe(0);
      expect(houseFiles(house.id)).toEqual([]);
    });

    it('accepts a meshopt-compressed model (as gltfpack or the web conversion make it)', async () => {
      const compressed = Buffer.from(await optimizeGlb(await makeDenseGlb(40)));
      const json = JSON.parse(compressed.subarray(20, 20 + compressed.readUInt32LE(12)).toString('utf8'));
      expect(JSON.stringify(json.buffers)).toContain('"fallback":true');
      const house = await createHouse({ name: 'Komprimiert' });
      await uploadView(house.id, compressed).expect(201);
    });

    it('refuses a meshopt model whose data would decode to an implausible size', async () => {
      const compressed = Buffer.from(await optimizeGlb(await makeDenseGlb(40)));
      const jsonLength = compressed.readUInt32LE(12);
      const json = JSON.parse(compressed.subarray(20, 20 + jsonLength).toString('utf8'));
      for (const buffer of json.buffers) {
        if (buffer.extensions?.EXT_meshopt_compression?.fallback) buffer.byteLength = 2 ** 31;
      }
      let text = Buffer.from(JSON.stringify(json));
      text = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
      const rest = compressed.subarray(20 + jsonLength);
      const header = Buffer.from(compressed.subarray(0, 20));
      header.writeUInt32LE(20 + text.length + rest.length, 8);
      header.writeUInt32LE(text.length, 12);
      const bomb = Buffer.concat([header, text, rest]);
      const house = await createHouse({ name: 'Entpackbombe' });
      const res = await uploadView(house.id, bomb).expect(422);
      expect(res.body.message).toMatch(/unplausibel/);
    });

    it.each([
      ['in its binary chunk', (glb: Buffer) => glb],
      ['as a data URI', withDataUriImage],
    ])('refuses a model whose texture %s declares 8000 × 8000 pixels, naming the limit', async (_label, place) => {
      const glb = place(await makeTexturedGlb(pngDeclaring(8000, 8000), 'image/png', 'Riesenputz'));
      expect(glb.length).toBeLessThan(10_000);
      const house = await createHouse({ name: 'Texturbombe' });
      const res = await uploadView(house.id, glb).expect(422);
      expect(res.body).toMatchObject({ statusCode: 422, code: ErrorCode.INVALID_MODEL });
      expect(res.body.message).toBe(
        'Die Textur „Riesenputz“ des 3D-Modells hat 8000 × 8000 Pixel; erlaubt sind höchstens 50 Megapixel. ' +
          'Bitte verkleinern Sie die Textur vor dem Hochladen.',
      );
      expect(await t.dataSource.getRepository(HouseView).countBy({ houseId: house.id })).toBe(0);
      expect(houseFiles(house.id)).toEqual([]);
    });

    it('refuses a texture whose size cannot be read from its header', async () => {
      const house = await createHouse({ name: 'Texturrätsel' });
      const gif = await solidImage('gif', 8, 8);
      const res = await uploadView(house.id, await makeTexturedGlb(gif, 'image/png')).expect(422);
      expect(res.body.code).toBe(ErrorCode.INVALID_MODEL);
      expect(res.body.message).toMatch(/Textur „Putz“.*kein lesbares PNG-, JPEG-, WebP-, AVIF- oder KTX2-Bild/);
    });

    it.each([
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
    ] as const)('accepts %s textures within the limit', async (format, mimeType) => {
      const house = await createHouse({ name: `Textur ${format}` });
      await uploadView(house.id, await makeTexturedGlb(await solidImage(format, 640, 480), mimeType)).expect(201);
    });

    it('refuses models with nothing to draw (empty scene, points only) in German', async () => {
      const house = await createHouse({ name: 'Nichts zu sehen' });
      for (const model of [await makeEmptySceneGlb(), await makePointsGlb()]) {
        const refused = await uploadView(house.id, model).expect(422);
        expect(refused.body).toMatchObject({
          statusCode: 422,
          code: ErrorCode.INVALID_MODEL,
          message: VALIDATION_MESSAGES.modelWithoutTriangles,
        });
      }
      expect(await t.dataSource.getRepository(HouseView).countBy({ houseId: house.id })).toBe(0);
      await uploadView(house.id, await makeGlb()).expect(201);
    });

    it('stores a valid model as QUEUED and serves it with ETag, Range and caching', async () => {
      const house = await createHouse({ name: 'Modellhaus' });
      const glb = await makeGlb();
      const uploaded = await uploadView(house.id, glb, 'Standard', { standard: 'true' }).expect(201);
      expect(uploaded.body).toMatchObject({
        name: 'Standard',
        standard: true,
        conversionStatus: 'QUEUED',
        usdzUrl: null,
      });

      const full = await admin('get', uploaded.body.modelUrl).responseType('blob').expect(200);
      expect(Buffer.compare(full.body, glb)).toBe(0);
      // A draft's model: kept by the browser only (house-file-caching.e2e-spec covers every case).
      expect(full.headers['cache-control']).toBe('private, max-age=3600');
      await admin('get', uploaded.body.modelUrl).set('If-None-Match', full.headers.etag).expect(304);
      const part = await admin('get', uploaded.body.modelUrl)
        .set('Range', 'bytes=0-11')
        .responseType('blob')
        .expect(206);
      expect(part.headers['content-range']).toBe(`bytes 0-11/${glb.length}`);
      expect(part.body.subarray(0, 4).toString()).toBe('glTF');
      const beyond = await admin('get', uploaded.body.modelUrl)
        .set('Range', `bytes=${glb.length + 10}-`)
        .expect(416)
        .expect('Content-Type', /application\/json/);
      expect(beyond.body.code).toBe(ErrorCode.RANGE_NOT_SATISFIABLE);
      expect(beyond.body.message).toBe('Der angefragte Teil der Datei liegt außerhalb der Datei.');
      expect(beyond.headers['content-range']).toBe(`bytes */${glb.length}`);
      // Not cacheable as the file: no caching header of the file on the error.
      expect(beyond.headers['cache-control'] ?? '').not.toContain('max-age');
      const unversioned = await admin('get', `/api/v1/house-views/${uploaded.body.id}/model`).expect(200);
      expect(unversioned.headers['cache-control']).toBe('private, no-cache');
    });

    it('keeps one standard view per house and replaces a model with its files', async () => {
      const house = await createHouse({ name: 'Mehrmodellhaus' });
      const a = (await uploadView(house.id, await makeGlb('A'), 'Sommer', { standard: 'true' }).expect(201)).body;
      const b = (await uploadView(house.id, await makeGlb('B'), 'Winter', { standard: 'true' }).expect(201)).body;
      const list = (await admin('get', `/api/v1/houses/${house.id}/house-views`).expect(200)).body;
      expect(list.map((v: { id: string; standard: boolean }) => [v.id, v.standard])).toEqual([
        [b.id, true],
        [a.id, false],
      ]);
      const replaced = await uploadView(house.id, await makeGlb('A2'), 'Sommer neu', { houseViewId: a.id }).expect(201);
      expect(replaced.body).toMatchObject({ id: a.id, name: 'Sommer neu', conversionStatus: 'QUEUED' });
      expect(houseFiles(house.id)).toHaveLength(2);
      await admin('put', `/api/v1/admin/house-views/${a.id}`).send({ standard: true }).expect(200);
      const views = await t.dataSource.getRepository(HouseView).findBy({ houseId: house.id, standard: true });
      expect(views.map((v) => v.id)).toEqual([a.id]);
      await admin('delete', '/api/v1/admin/house-views')
        .send({ houseId: house.id, houseViewIds: [a.id, b.id] })
        .expect(204);
      expect(houseFiles(house.id)).toEqual([]);
    });

    it('answers VIEW_FILE_MISSING when the stored file is gone, VIEW_NOT_FOUND for an unknown view', async () => {
      const house = await createHouse({ name: 'Verlorenes Modell' });
      const view = (await uploadView(house.id, await makeGlb()).expect(201)).body;
      const row = await t.dataSource.getRepository(HouseView).findOneByOrFail({ id: view.id });
      const storage = t.app.get((await import('../src/files/storage/file-storage.js')).FILE_STORAGE);
      await storage.delete(`houses/${house.id}/views/${row.filename}`);
      const missing = await admin('get', view.modelUrl).expect(404);
      expect(missing.body.code).toBe(ErrorCode.VIEW_FILE_MISSING);
      const unknown = await admin('get', '/api/v1/house-views/00000000-0000-4000-8000-000000000000/model').expect(404);
      expect(unknown.body.code).toBe(ErrorCode.VIEW_NOT_FOUND);
    });
  });

  describe('rollback and delete', () => {
    it('a failed step leaves the half-created house removable without leftovers', async () => {
      const house = await createHouse({ name: 'Halb angelegt' });
      await uploadImages(house.id, ImageType.THUMBNAIL, [[await makePng(), 'v.png']]).expect(200);
      await uploadView(house.id, await makeGlb()).expect(201);
      await uploadView(house.id, await makePng()).expect(422);
      expect(houseFiles(house.id)).toHaveLength(3);
      // The admin deletes the half-created house (spec section 4); rows and files go with it.
      await admin('delete', `/api/v1/admin/houses/templates/${house.id}`).expect(200);
      expect(await t.dataSource.getRepository(House).existsBy({ id: house.id })).toBe(false);
      expect(await t.dataSource.getRepository(HouseImage).countBy({ houseId: house.id })).toBe(0);
      expect(await t.dataSource.getRepository(HouseView).countBy({ houseId: house.id })).toBe(0);
      expect(houseFiles(house.id)).toEqual([]);
      await admin('get', `/api/v1/admin/houses/templates/${house.id}`).expect(404);
    });

    it('refuses deleting a house used by requests and names them in the usage answer', async () => {
      const house = await createHouse({ name: 'Gewählt' });
      const unused = await admin('get', `/api/v1/admin/houses/templates/${house.id}/usage`).expect(200);
      expect(unused.body).toEqual({ requests: [] });
      const chosen = await createRequest(t.dataSource, { firstName: 'Lena', lastName: 'Gruber', houseId: house.id });

      const usage = await admin('get', `/api/v1/admin/houses/templates/${house.id}/usage`).expect(200);
      expect(usage.body).toEqual({ requests: [{ id: chosen.id, customerName: 'Lena Gruber' }] });
      const refused = await admin('delete', `/api/v1/admin/houses/templates/${house.id}`).expect(409);
      expect(refused.body).toMatchObject({ statusCode: 409, code: ErrorCode.HOUSE_IN_USE });
      expect(refused.body.message).toMatch(/Lena Gruber.*verwendet/);
      expect(await t.dataSource.getRepository(House).existsBy({ id: house.id })).toBe(true);

      await admin('get', `/api/v1/admin/houses/templates/00000000-0000-4000-8000-000000000000/usage`).expect(404);
      await t.dataSource.getRepository(CustomerRequest).update(chosen.id, { houseId: null });
      await admin('delete', `/api/v1/admin/houses/templates/${house.id}`).expect(200);
    });
  });
});
