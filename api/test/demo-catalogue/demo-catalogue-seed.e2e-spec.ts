import { DEMO_CONTACT_PEOPLE, DEMO_HOUSES, DEMO_VENDOR } from '@hauskonfig/demo-catalogue';
import { ConversionStatus, HouseKind, missingPublishRequirements } from '@hauskonfig/shared';
import validator from 'gltf-validator';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { ContactPerson } from '../../src/contact-people/contact-person.entity.js';
import { CustomerRequest } from '../../src/customer-requests/customer-request.entity.js';
import { DemoCatalogueSeeder } from '../../src/database/seed/demo/demo-catalogue.seeder.js';
import { DemoVendorSeeder } from '../../src/database/seed/demo/demo-vendor.seeder.js';
import { House } from '../../src/houses/house.entity.js';
import { VendorSettings } from '../../src/vendor-settings/vendor-settings.entity.js';
import { TestApp, createTestApp } from '../support/test-app.js';

describe('demo catalogue seed', () => {
  let t: TestApp;
  let server: App;

  beforeAll(async () => {
    // The generator is tested in demo-catalogue/test: the houses come from the run's content cache
    // when `npm test` prepared one.
    t = await createTestApp({ CONTENT_CACHE_DIR: process.env.HK_TEST_CONTENT_CACHE_DIR ?? '' });
    server = t.app.getHttpServer();
    // Test files run one after another on one database: start from an empty catalogue.
    await t.dataSource.getRepository(House).delete({ kind: HouseKind.TEMPLATE });
    // The demo vendor is seeded only into an installation without settings and contact people.
    await t.dataSource.getRepository(VendorSettings).clear();
    await t.dataSource.createQueryBuilder().update(CustomerRequest).set({ contactPersonId: null }).execute();
    await t.dataSource.createQueryBuilder().update(House).set({ contactPersonId: null }).execute();
    await t.dataSource.createQueryBuilder().delete().from(ContactPerson).execute();
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
          // The demo is listed before the worker has converted its models (see the seeder).
          readyViewCount: views.length,
        }),
      ).toEqual([]);
      for (const view of views) expect(view.conversionStatus).not.toBe(ConversionStatus.FAILED);
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

  it('adds the demo vendor once: settings with logo and hero picture, three contact people on most houses', async () => {
    const seeder = t.app.get(DemoVendorSeeder);
    await seeder.seedIfMissing();
    await seeder.seedIfMissing();

    const settings = (await request(server).get('/api/v1/settings').expect(200)).body;
    expect(settings).toMatchObject({ vendorName: DEMO_VENDOR.vendorName, privacyVersion: 1 });
    expect(settings.imprintText).toContain('Firmenbuchnummer');
    expect(settings.privacyText).toContain('DSGVO');
    for (const url of [settings.logoUrl, settings.heroImageUrl, `${settings.heroImageUrl}?size=small`]) {
      expect((await request(server).get(url).expect(200)).headers['content-type']).toBe('image/webp');
    }

    const people = (await request(server).get('/api/v1/contact-people').expect(200)).body;
    expect(people.map((person: { name: string }) => person.name).sort()).toEqual(
      DEMO_CONTACT_PEOPLE.map((person) => person.name).sort(),
    );
    for (const person of people) await request(server).get(person.imageUrl).expect(200);
    const houses = await t.dataSource.getRepository(House).findBy({ kind: HouseKind.TEMPLATE });
    const assigned = houses.filter((house) => house.contactPersonId !== null);
    expect(assigned).toHaveLength(DEMO_CONTACT_PEOPLE.flatMap((person) => person.houseNames).length);
    expect(houses.length - assigned.length).toBeGreaterThan(0);
  });
});
