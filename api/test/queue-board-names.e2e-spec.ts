import { HouseKind } from '@hauskonfig/shared';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { MODEL_CONVERSION_QUEUE } from '../src/conversion/conversion-job.js';
import { CONVERSION_QUEUE, type ConversionQueue } from '../src/conversion/conversion-queue.js';
import { HouseView } from '../src/house-views/house-view.entity.js';
import { House } from '../src/houses/house.entity.js';
import { createStaff } from './support/fixtures.js';
import { TestApp, createTestApp } from './support/test-app.js';

/** Staff reading the queue board see which house and model a conversion is for, not only ids. */
describe('queue board job names', () => {
  let t: TestApp;
  let server: App;
  let staff: { username: string; password: string };

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await createStaff(t.dataSource);
  });
  afterAll(() => t.close());

  it('names a conversion job by its house and model', async () => {
    const house = await t.dataSource
      .getRepository(House)
      .save({ name: 'Namenshaus Graz', kind: HouseKind.TEMPLATE, published: false });
    const view = await t.dataSource
      .getRepository(HouseView)
      .save({ houseId: house.id, name: 'Außenansicht', standard: true, filename: 'namen.glb', originalSize: 1 });
    await t.app.get<ConversionQueue>(CONVERSION_QUEUE).enqueue({
      houseViewId: view.id,
      houseId: house.id,
      filename: view.filename,
    });
    const res = await request(server)
      .get('/ops/queues/api/queues')
      .query({ activeQueue: MODEL_CONVERSION_QUEUE, status: 'latest', page: 1, jobsPerPage: 50 })
      .auth(staff.username, staff.password)
      .expect(200);
    const queue = res.body.queues.find((entry: { name: string }) => entry.name === MODEL_CONVERSION_QUEUE);
    const job = queue.jobs.find((entry: { data: { houseViewId?: string } }) => entry.data.houseViewId === view.id);
    expect(job).toMatchObject({
      name: 'Namenshaus Graz – Außenansicht',
      data: { houseViewId: view.id, houseId: house.id, filename: 'namen.glb', label: 'Namenshaus Graz – Außenansicht' },
    });
  });
});
