import { ConversionStatus, ImageType } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { outputNames } from '../../src/conversion/conversion-job.js';
import { FILE_STORAGE, FileStorage } from '../../src/files/storage/file-storage.js';
import { HouseView } from '../../src/house-views/house-view.entity.js';
import { houseViewKey } from '../../src/houses/house-urls.js';
import { Session, bearer } from './fixtures.js';
import { makeGlb, makePng } from './model-fixtures.js';
import type { TestApp } from './test-app.js';

/** The URLs of a house's files as its views and image list name them. */
export interface HouseFileUrls {
  modelUrl: string;
  usdzUrl: string;
  images: string[];
}

/**
 * Gives a house (template or custom) one image of every type and a 3D model marked converted, as
 * staff would through the admin; the conversion worker is not part of these tests, so the USDZ
 * and the web GLB are written here.
 */
export async function houseWithEveryFile(t: TestApp, staff: Session, houseId: string): Promise<HouseFileUrls> {
  const server: App = t.app.getHttpServer();
  for (const type of Object.values(ImageType)) {
    await request(server)
      .post('/api/v1/admin/houses/image-upload')
      .set(bearer(staff))
      .field('id', houseId)
      .field('type', type)
      .attach('uploadedImages', await makePng(), 'bild.png')
      .expect(200);
  }
  const uploaded = await request(server)
    .post('/api/v1/admin/house-views')
    .set(bearer(staff))
    .field('houseId', houseId)
    .field('name', 'Standard')
    .field('standard', 'true')
    .attach('file', await makeGlb(), 'modell.glb')
    .expect(201);
  const views = t.dataSource.getRepository(HouseView);
  const view = await views.findOneByOrFail({ id: uploaded.body.id });
  const names = outputNames(view.filename);
  const storage = t.app.get<FileStorage>(FILE_STORAGE);
  await storage.put(houseViewKey(houseId, names.optimized), Buffer.from('web glb'), 'model/gltf-binary');
  await storage.put(houseViewKey(houseId, names.usdz), Buffer.from('usdz'), 'model/vnd.usdz+zip');
  await views.update(view.id, {
    conversionStatus: ConversionStatus.READY,
    optimizedFilename: names.optimized,
    usdzFilename: names.usdz,
  });

  const [listed] = (await request(server).get(`/api/v1/houses/${houseId}/house-views`).set(bearer(staff)).expect(200))
    .body;
  const list = (await request(server).get(`/api/v1/houses/${houseId}/image-list`).set(bearer(staff)).expect(200)).body;
  const images: string[] = [...list.groundPlans, ...list.groundPlansMeasured, ...list.referenceImages, list.thumbnail];
  return { modelUrl: listed.modelUrl, usdzUrl: listed.usdzUrl, images };
}

/** A URL without its query: the unversioned form of a model URL. */
export const withoutQuery = (url: string) => url.split('?')[0];
