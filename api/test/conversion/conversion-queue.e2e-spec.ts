import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bull';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getBounds } from '@gltf-transform/core';
import { ConversionStatus } from '@hauskonfig/shared';
import type { Queue } from 'bull';
import validator from 'gltf-validator';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { FILE_STORAGE, FileStorage } from '../../src/files/storage/file-storage.js';
import { HouseView } from '../../src/house-views/house-view.entity.js';
import { houseViewKey } from '../../src/houses/house-urls.js';
import { ConversionRunner } from '../../src/conversion/conversion-runner.js';
import { MODEL_CONVERSION_QUEUE } from '../../src/conversion/conversion-job.js';
import { gltfIO } from '../../src/conversion/gltf-io.js';
import { WorkerModule } from '../../src/worker.module.js';
import { Session, bearer, createStaff, staffSession } from '../support/fixtures.js';
import { pngDeclaring } from '../files/image-fixtures.js';
import { makeDenseGlb, makeEmptySceneGlb, makeGlb, makePng, makeTexturedGlb } from '../support/model-fixtures.js';
import { createHouse as createTemplateHouse, settled, uploadView } from '../support/conversion-support.js';
import { TestApp, createTestApp } from '../support/test-app.js';
import { until } from '../support/until.js';
import { ktx2Texture } from './usdz/glb-fixtures.js';

describe('model conversion on the Bull queue with a real worker', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let server: App;
  let staff: Session;

  beforeAll(async () => {
    t = await createTestApp({ CONVERSION_ATTEMPTS: '2' });
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: false });
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  const createHouse = () => createTemplateHouse(server, staff, 'Konvertierhaus');
  const upload = async (houseId: string, file?: Buffer) =>
    uploadView(server, staff, houseId, file ?? (await makeGlb()));

  /**
   * Stores a model directly, as one from before the upload checked it (the upload would refuse it
   * now), and queues its conversion; returns the view's id.
   */
  const storeAndConvert = async (houseId: string, filename: string, name: string, glb: Buffer) => {
    await t.app.get<FileStorage>(FILE_STORAGE).put(houseViewKey(houseId, filename), glb, 'model/gltf-binary');
    const { identifiers } = await t.dataSource.getRepository(HouseView).insert({
      houseId,
      name,
      filename,
      originalSize: glb.length,
      conversionStatus: ConversionStatus.FAILED,
    });
    const id = identifiers[0].id as string;
    await request(server).post(`/api/v1/admin/house-views/${id}/convert`).set(bearer(staff)).expect(200);
    return id;
  };

  it('converts an upload: QUEUED, then READY with a USDZ and the model served', async () => {
    const house = await createHouse();
    const view = await upload(house.id);
    expect(view.conversionStatus).toBe(ConversionStatus.QUEUED);
    const done = await settled(t, view.id);
    expect(done).toMatchObject({
      conversionStatus: ConversionStatus.READY,
      conversionProgress: 100,
      conversionError: null,
      conversionWarnings: [],
    });
    expect(done.usdzSize).toBeGreaterThan(0);
    // The queue board shows the finished job at 100 %.
    const queue = t.app.get<Queue>(getQueueToken(MODEL_CONVERSION_QUEUE), { strict: false });
    const job = await until(
      async () => (await queue.getJobs(['completed'])).find((candidate) => candidate.data.houseViewId === view.id),
      (found) => found !== undefined,
    );
    expect(job?.progress()).toBe(100);

    const listed = (await request(server).get(`/api/v1/houses/${house.id}/house-views`).set(bearer(staff)).expect(200))
      .body[0];
    expect(listed.usdzUrl).toEqual(expect.stringContaining('model.usdz'));
    const usdz = await request(server).get(listed.usdzUrl).set(bearer(staff)).responseType('blob').expect(200);
    expect(usdz.headers['content-type']).toBe('model/vnd.usdz+zip');
    expect(usdz.body.readUInt32LE(0)).toBe(0x04034b50); // a zip
    const model = await request(server).get(listed.modelUrl).set(bearer(staff)).responseType('blob').expect(200);
    expect((await validator.validateBytes(new Uint8Array(model.body))).issues.numErrors).toBe(0);
    // A small model comes at once: a preview would only cost a second request.
    expect(listed).toMatchObject({ previewUrl: null, previewSize: null });
  });

  it('makes a preview of a large model: far smaller, the same bounds, served, removed with the model', async () => {
    const house = await createHouse();
    const source = await makeDenseGlb(400);
    const view = await upload(house.id, source);
    expect(view.previewUrl).toBeNull();
    const done = await settled(t, view.id);
    expect(done.conversionStatus).toBe(ConversionStatus.READY);

    const listed = (await request(server).get(`/api/v1/houses/${house.id}/house-views`).set(bearer(staff)).expect(200))
      .body[0];
    // Its AR file is simplified to the budget, and the report and a warning say from how many.
    expect(listed.conversionReport).toMatchObject({ triangles: 320_000, arSimplifiedFrom: 320_000 });
    expect(listed.conversionReport.arTriangles).toBeLessThanOrEqual(100_000);
    expect(listed.conversionWarnings).toEqual([
      expect.stringMatching(/^AR: Für AR auf [\d.]+ Dreiecke vereinfacht \(das Modell hat 320\.000\)\.$/),
    ]);
    expect(listed.previewUrl).toEqual(expect.stringContaining(`/house-views/${view.id}/model.preview.glb?v=`));
    expect(listed.previewSize).toBeLessThan(source.length / 20);
    expect(listed.previewSize * 2).toBeLessThanOrEqual(listed.optimizedSize);
    const preview = await request(server).get(listed.previewUrl).set(bearer(staff)).responseType('blob').expect(200);
    expect(preview.headers['content-type']).toBe('model/gltf-binary');
    expect(preview.body.length).toBe(listed.previewSize);
    expect((await validator.validateBytes(new Uint8Array(preview.body))).issues.numErrors).toBe(0);

    const io = await gltfIO();
    const [full, simple] = await Promise.all([io.readBinary(source), io.readBinary(new Uint8Array(preview.body))]);
    const triangles = (document: typeof full) =>
      document
        .getRoot()
        .listMeshes()
        .flatMap((mesh) => mesh.listPrimitives())
        .reduce((sum, primitive) => sum + primitive.getIndices()!.getCount() / 3, 0);
    expect(triangles(simple)).toBeLessThan(triangles(full) / 4);
    // The camera frames the preview and the full model alike: bounds within 1 % of the size.
    const [a, b] = [full, simple].map((document) => getBounds(document.getRoot().listScenes()[0]));
    for (const axis of [0, 1, 2]) {
      const tolerance = 0.01 * Math.max(...[0, 1, 2].map((i) => a.max[i] - a.min[i]));
      expect(Math.abs(b.min[axis] - a.min[axis])).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(b.max[axis] - a.max[axis])).toBeLessThanOrEqual(tolerance);
    }

    // A new model replaces the preview with the other outputs.
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    const previewKey = houseViewKey(house.id, done.previewFilename!);
    expect(await storage.stat(previewKey)).not.toBeNull();
    await request(server)
      .put(`/api/v1/admin/house-views/${view.id}`)
      .set(bearer(staff))
      .attach('file', await makeGlb(), 'klein.glb')
      .expect(200);
    expect(await storage.stat(previewKey)).toBeNull();
    await request(server).get(listed.previewUrl).set(bearer(staff)).expect(404);
  });

  it('retries a failing conversion, then reports FAILED with a German reason, and can be re-queued', async () => {
    const house = await createHouse();
    const view = await upload(house.id);
    // Wait for the first run to finish, then take the upload away so later runs cannot read it.
    await settled(t, view.id);
    const storage = t.app.get<FileStorage>(FILE_STORAGE);
    await storage.delete(`houses/${house.id}/views/${view.filename}`);
    const requeued = await request(server)
      .post(`/api/v1/admin/house-views/${view.id}/convert`)
      .set(bearer(staff))
      .expect(200);
    expect(requeued.body.conversionStatus).toBe(ConversionStatus.QUEUED);
    const failed = await settled(t, view.id);
    expect(failed.conversionStatus).toBe(ConversionStatus.FAILED);
    expect(failed.conversionError).toEqual(expect.any(String));
    expect(failed.conversionAttempts).toBe(2);
  });

  it('fails a model that can never convert at once, without retries', async () => {
    // Stored directly: the upload refuses a model without triangles now (a file from before that).
    const house = await createHouse();
    const id = await storeAndConvert(house.id, 'leer.glb', 'Leer', await makeEmptySceneGlb());
    const failed = await settled(t, id);
    expect(failed.conversionStatus).toBe(ConversionStatus.FAILED);
    expect(failed.conversionAttempts).toBe(1);
    expect(failed.conversionError).toMatch(/Dreiecke/);
  });

  // Runs the compiled converter (api/dist): it needs a build that includes the texture limit.
  it('fails a stored model whose texture exceeds the image limit at once, before decoding it', async () => {
    // Stored as a model from before uploads checked their textures: the upload would refuse it now.
    const house = await createHouse();
    const bomb = await makeTexturedGlb(pngDeclaring(8000, 8000), 'image/png', 'Riesenputz');
    const id = await storeAndConvert(house.id, 'alt.glb', 'Altbestand', bomb);
    const failed = await settled(t, id);
    expect(failed.conversionStatus).toBe(ConversionStatus.FAILED);
    expect(failed.conversionAttempts).toBe(1);
    expect(failed.conversionError).toMatch(
      /„Riesenputz“ des 3D-Modells hat 8000 × 8000 Pixel; erlaubt sind höchstens 50/,
    );
  });

  it('reports what a converted model holds: triangles, meshes, materials, textures with their sizes', async () => {
    const house = await createHouse();
    const view = await upload(house.id, await makeTexturedGlb(await makePng(64, 48), 'image/png', 'Putz'));
    const done = await settled(t, view.id);
    expect(done.conversionStatus).toBe(ConversionStatus.READY);
    const [listed] = (
      await request(server).get(`/api/v1/houses/${house.id}/house-views`).set(bearer(staff)).expect(200)
    ).body;
    expect(listed.conversionReport).toEqual({
      triangles: 2,
      meshes: 1,
      materials: 1,
      textures: [{ name: 'Putz', mimeType: 'image/png', width: 64, height: 48, bytes: expect.any(Number) }],
      arTriangles: 2,
      arSimplifiedFrom: null,
    });
  });

  // Runs the compiled converter (api/dist), like the test above.
  it('keeps the web model of a model the USDZ step refuses: READY without AR file, with the reason as a warning', async () => {
    // Stored directly: the stand-in KTX2 bytes are no image the upload's checks would read.
    const house = await createHouse();
    const id = await storeAndConvert(house.id, 'basis.glb', 'Basis-Texturen', Buffer.from(await ktx2Texture()));
    const ready = await settled(t, id);
    expect(ready).toMatchObject({
      conversionStatus: ConversionStatus.READY,
      conversionError: null,
      usdzFilename: null,
    });
    expect(ready.conversionAttempts).toBe(1);
    expect(ready.conversionWarnings).toEqual([
      expect.stringMatching(/^Für AR \(USDZ\) konnte keine Datei erzeugt werden, .* Grund: Die Textur .*KTX2/),
    ]);

    const [view] = (await request(server).get(`/api/v1/houses/${house.id}/house-views`).set(bearer(staff)).expect(200))
      .body;
    expect(view).toMatchObject({ conversionStatus: ConversionStatus.READY, usdzUrl: null });
    expect(view.conversionWarnings).toEqual(ready.conversionWarnings);
    const model = await request(server).get(view.modelUrl).set(bearer(staff)).expect(200);
    expect(model.headers['content-type']).toBe('model/gltf-binary');
  });

  it('shows the queue board to staff only, in a plain browser tab (basic auth)', async () => {
    await request(server).get('/ops/queues').expect(401).expect('WWW-Authenticate', /Basic/);
    const credentials = await createStaff(t.dataSource);
    await request(server).get('/ops/queues').auth(credentials.username, 'falsch').expect(401);
    const page = await request(server).get('/ops/queues').auth(credentials.username, credentials.password).expect(200);
    expect(page.text).toContain('Warteschlangen');
    const queues = await request(server)
      .get('/ops/queues/api/queues')
      .auth(credentials.username, credentials.password)
      .expect(200);
    expect(JSON.stringify(queues.body)).toContain('model-conversion');
    expect(JSON.stringify(queues.body)).toContain('"mail"');
  });

  it('leaves one correct result when the same job runs twice', async () => {
    const house = await createHouse();
    const view = await upload(house.id);
    const first = await settled(t, view.id);
    const storage = t.config.storage;
    const files = () =>
      storage.driver === 'local' ? readdirSync(join(storage.filesDir, 'houses', house.id, 'views')).sort() : [];
    const before = files();
    const runner = worker.get(ConversionRunner);
    const again = await runner.run(
      { houseViewId: view.id, houseId: house.id, filename: view.filename },
      true,
      () => undefined,
    );
    expect(again.outcome).toBe('ready');
    const second = await t.dataSource.getRepository(HouseView).findOneByOrFail({ id: view.id });
    expect(second).toMatchObject({
      conversionStatus: ConversionStatus.READY,
      usdzFilename: first.usdzFilename,
      usdzSize: first.usdzSize,
    });
    expect(files()).toEqual(before);
    // A job for an upload that has since been replaced changes nothing.
    const stale = await runner.run(
      { houseViewId: view.id, houseId: house.id, filename: 'replaced.glb' },
      true,
      () => undefined,
    );
    expect(stale.outcome).toBe('stale');
  });
});
