import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { bearer, Session, staffSession } from '../support/fixtures.js';
import { makeGlb, makePng } from '../support/model-fixtures.js';
import { TestApp, createTestApp } from '../support/test-app.js';
import { FUZZ_SEED, countRows, expectCleanAnswer, fuzzParameters, junk } from './fuzz-support.js';
import { hostileImages, hostileModels } from './hostile-files.js';

/**
 * Hostile files through the staff upload endpoints: each is refused with a clean 4xx, and
 * neither a row nor a stored file is left behind.
 */
describe(`hostile uploads (FUZZ_SEED=${FUZZ_SEED})`, () => {
  let t: TestApp;
  let server: App;
  let staff: Session;
  let houseId: string;
  let filesDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
    houseId = (
      await request(server).post('/api/v1/admin/houses/templates').set(bearer(staff)).send({ name: 'Zielscheibe' })
    ).body.id;
    if (t.config.storage.driver !== 'local') throw new Error('the upload fuzz reads the local files folder');
    filesDir = t.config.storage.filesDir;
  });
  afterAll(() => t.close());

  const storedFiles = (): string[] => {
    try {
      return readdirSync(filesDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
        .sort();
    } catch {
      return [];
    }
  };

  /** The call must be refused cleanly and leave rows and files exactly as they were. */
  async function expectRefusedLeavingNothing(what: string, send: () => request.Test): Promise<void> {
    const [rows, files] = [await countRows(t.dataSource), storedFiles()];
    const res = await send();
    expectCleanAnswer(res, what);
    expect({ what, status: res.status >= 400 && res.status < 500 }).toEqual({ what, status: true });
    expect({ what, rows: await countRows(t.dataSource), files: storedFiles() }).toEqual({ what, rows, files });
  }

  it('refuses every hostile model, as a new view and as a replacement, keeping the view it would replace', async () => {
    const existing = (
      await request(server)
        .post('/api/v1/admin/house-views')
        .set(bearer(staff))
        .field('houseId', houseId)
        .field('name', 'Bestand')
        .attach('file', await makeGlb(), 'bestand.glb')
        .expect(201)
    ).body;
    for (const [name, bytes] of await hostileModels()) {
      await expectRefusedLeavingNothing(`model: ${name}`, () =>
        request(server)
          .post('/api/v1/admin/house-views')
          .set(bearer(staff))
          .field('houseId', houseId)
          .field('name', name)
          .attach('file', bytes, 'haus.glb'),
      );
      await expectRefusedLeavingNothing(`replacing with model: ${name}`, () =>
        request(server)
          .put(`/api/v1/admin/house-views/${existing.id}`)
          .set(bearer(staff))
          .attach('file', bytes, 'haus.glb'),
      );
    }
    const [kept] = (await request(server).get(`/api/v1/houses/${houseId}/house-views`).set(bearer(staff))).body;
    expect(kept).toMatchObject({ id: existing.id, name: 'Bestand', modelUrl: existing.modelUrl });
  });

  it('refuses every hostile image, also beside a valid one in the same upload (all or nothing)', async () => {
    const valid = await makePng();
    for (const [name, bytes] of await hostileImages(valid)) {
      await expectRefusedLeavingNothing(`image: ${name}`, () =>
        request(server)
          .post('/api/v1/admin/houses/image-upload')
          .set(bearer(staff))
          .field('id', houseId)
          .field('type', 'GROUNDPLAN')
          .attach('uploadedImages', valid, 'gut.png')
          .attach('uploadedImages', bytes, 'grundriss.png'),
      );
      await expectRefusedLeavingNothing(`contact photo: ${name}`, () =>
        request(server)
          .post('/api/v1/admin/contact-people')
          .set(bearer(staff))
          .field('name', 'Petra Plan')
          .field('email', 'petra@example.at')
          .field('phoneNumber', '+43 732 1000')
          .field('published', 'true')
          .attach('image', bytes, 'foto.png'),
      );
    }
  });

  it('never fails on random bytes and random fields, and stores nothing it refuses', async () => {
    const prefixes = fc.constantFrom(
      Buffer.alloc(0),
      Buffer.from('glTF\x02\x00\x00\x00', 'latin1'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'),
    );
    const file = fc
      .tuple(prefixes, fc.uint8Array({ maxLength: 4096 }))
      .map(([prefix, rest]) => Buffer.concat([prefix, Buffer.from(rest)]));
    const field = fc.oneof(
      fc.string({ maxLength: 50 }),
      junk.map((value) => JSON.stringify(value) ?? ''),
    );
    const target = fc.oneof(fc.constant(houseId), fc.uuid(), field);
    const imageType = fc.oneof(fc.constantFrom('GROUNDPLAN', 'THUMBNAIL', 'REFERENCES'), field);
    await fc.assert(
      fc.asyncProperty(file, target, field, field, imageType, async (bytes, id, name, standard, type) => {
        await expectRefusedLeavingNothing('random model', () =>
          request(server)
            .post('/api/v1/admin/house-views')
            .set(bearer(staff))
            .field('houseId', id)
            .field('name', name || 'x')
            .field('standard', standard || 'false')
            .attach('file', bytes, 'zufall.glb'),
        );
        await expectRefusedLeavingNothing('random image', () =>
          request(server)
            .post('/api/v1/admin/houses/image-upload')
            .set(bearer(staff))
            .field('id', id)
            .field('type', type)
            .attach('uploadedImages', bytes, name.replace(/[^\w.]/g, '') || 'bild.png'),
        );
      }),
      fuzzParameters(),
    );
  });
});
