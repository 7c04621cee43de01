import { HouseKind, missingPublishRequirements } from '@hauskonfig/shared';
import validator from 'gltf-validator';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { DemoCatalogueSeeder } from '../../src/demo-catalogue/demo-catalogue.seeder.js';
import { DEMO_HOUSES } from '../../src/demo-catalogue/index.js';
import { House } from '../../src/houses/house.entity.js';
import { TestApp, createTestApp } from '../support/test-app.js';

describe('demo catalogue seed', () => {
  let t: TestApp;
  let server: App;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    // Test files run one after another on one database: start from an empty catalogue.
    await t.dataSource.getRepository(House).delete({ kind: HouseKind.TEMPLATE });
  });
  afterAll(() => t.close());

  it('fills an empty catalogue once with complete, published houses', async () => {
    const seeder = t.app.get(DemoCatalogueSeeder);
    expect(await seeder.seedIfEmpty()).toBe(DEMO_HOUSES.length);
    expect(await seeder.seedIfEmpty()).toBe(0);

    const catalogue = (await request(server).get('/api/v1/houses/templates').expect(200)).body;
    expect(catalogue).toHaveLength(DEMO_HOUSES.length);
    for (const house of catalogue) {
      expect(house.thumbnailUrl).toEqual(expect.any(String));
      expect(house.defaultHouseViewId).toEqual(expect.any(String));
      const images = (await request(server).get(`/api/v1/houses/${house.id}/image-list`).expect(200)).body;
      const views = (await request(server).get(`/api/v1/houses/${house.id}/house-views`).expect(200)).body;
      expect(
        missingPublishRequirements({
          ...house,
          hasThumbnail: images.thumbnail !== null,
          floorPlanCount: images.groundPlans.length,
          namedViewCount: views.length,
        }),
      ).toEqual([]);
      expect(images.groundPlansMeasured.length).toBe(images.groundPlans.length);
      expect(views.filter((v: { standard: boolean }) => v.standard)).toHaveLength(1);
    }

    const first = catalogue[0];
    const views = (await request(server).get(`/api/v1/houses/${first.id}/house-views`).expect(200)).body;
    const glb = await request(server).get(views[0].modelUrl).responseType('blob').expect(200);
    const report = await validator.validateBytes(new Uint8Array(glb.body));
    expect(report.issues.numErrors).toBe(0);
    const preview = await request(server).get(first.thumbnailUrl).expect(200);
    expect(preview.headers['content-type']).toBe('image/webp');
  });
});
