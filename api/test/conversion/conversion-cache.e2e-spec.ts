import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConversionStatus } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { conversionKeyOf } from '../../src/conversion/cached-conversion.js';
import { WorkerModule } from '../../src/worker.module.js';
import { Session, bearer, staffSession } from '../support/fixtures.js';
import { makeGlb, makePng, makeTexturedGlb } from '../support/model-fixtures.js';
import { createHouse, settled, uploadView } from '../support/conversion-support.js';
import { TestApp, createTestApp } from '../support/test-app.js';

describe('conversions kept by content (CONTENT_CACHE_DIR)', () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'hk-content-cache-'));
  let t: TestApp;
  let worker: INestApplicationContext;
  let server: App;
  let staff: Session;

  beforeAll(async () => {
    t = await createTestApp({ CONTENT_CACHE_DIR: cacheDir });
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: false });
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  const uploadToNewHouse = async (glb: Buffer) => {
    const house = await createHouse(server, staff, 'Cachehaus');
    return settled(t, (await uploadView(server, staff, house.id, glb)).id);
  };
  const download = async (houseId: string, kind: 'usdz' | 'model') => {
    const [listed] = (await request(server).get(`/api/v1/houses/${houseId}/house-views`).set(bearer(staff)).expect(200))
      .body as { usdzUrl: string; modelUrl: string }[];
    const url = kind === 'usdz' ? listed.usdzUrl : listed.modelUrl;
    return (await request(server).get(url).set(bearer(staff)).responseType('blob').expect(200)).body as Buffer;
  };

  it('converts an upload once: the same bytes again get the kept outputs, not a second conversion', async () => {
    const glb = await makeTexturedGlb(await makePng(64, 64));
    const first = await uploadToNewHouse(glb);
    expect(first.conversionStatus).toBe(ConversionStatus.READY);
    const [version] = readdirSync(join(cacheDir, 'conversions'));
    const key = conversionKeyOf(glb, t.config.uploads.maxImagePixels);
    const entry = join(cacheDir, 'conversions', version, key);
    expect(readdirSync(entry).sort()).toEqual(expect.arrayContaining(['model.usdz', 'summary.json']));

    // Marked, so the second view shows whether its result came from the kept entry.
    const summary = JSON.parse(readFileSync(join(entry, 'summary.json'), 'utf8')) as { warnings: string[] };
    writeFileSync(join(entry, 'summary.json'), JSON.stringify({ ...summary, warnings: ['aus dem Speicher'] }));
    const second = await uploadToNewHouse(glb);
    expect(second).toMatchObject({
      conversionStatus: ConversionStatus.READY,
      conversionWarnings: ['aus dem Speicher'],
      usdzSize: first.usdzSize,
      optimizedSize: first.optimizedSize,
    });
    expect((await download(second.houseId, 'usdz')).equals(await download(first.houseId, 'usdz'))).toBe(true);
    expect((await download(second.houseId, 'model')).equals(await download(first.houseId, 'model'))).toBe(true);

    // Other bytes are converted on their own.
    const other = await uploadToNewHouse(await makeGlb('Anderes Haus'));
    expect(other).toMatchObject({ conversionStatus: ConversionStatus.READY, conversionWarnings: [] });
  });

  it('keys a conversion by the bytes and the texture limit', () => {
    const bytes = Buffer.from('glTF');
    expect(conversionKeyOf(bytes, 50_000_000)).toBe(conversionKeyOf(Buffer.from('glTF'), 50_000_000));
    expect(conversionKeyOf(bytes, 50_000_000)).not.toBe(conversionKeyOf(bytes, 1_000_000));
    expect(conversionKeyOf(bytes, 50_000_000)).not.toBe(conversionKeyOf(Buffer.from('glTf'), 50_000_000));
  });
});
