import type { ChildProcess } from 'node:child_process';
import { ConversionStatus } from '@hauskonfig/shared';
import request from 'supertest';
import { HouseView } from '../../src/house-views/house-view.entity.js';
import { bearer, createStaff, login } from '../support/fixtures.js';
import { makeDenseGlb } from '../support/model-fixtures.js';
import { TestApp, createTestApp } from '../support/test-app.js';
import { startWorker as startWorkerProcess } from '../support/worker-process.js';

/** Short locks so a dead worker's job is free again within seconds, not a minute. */
const QUEUE = { QUEUE_LOCK_SECONDS: '3', QUEUE_STALLED_CHECK_SECONDS: '2' };

describe('a worker killed mid-conversion', () => {
  let t: TestApp;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp(QUEUE);
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await t.close();
  });

  function startWorker(): ChildProcess {
    const worker = startWorkerProcess(t.config, QUEUE).process;
    workers.push(worker);
    return worker;
  }

  async function waitFor(id: string, statuses: ConversionStatus[], timeoutMs: number): Promise<HouseView> {
    const started = Date.now();
    for (;;) {
      const view = await t.dataSource.getRepository(HouseView).findOneByOrFail({ id });
      if (statuses.includes(view.conversionStatus)) return view;
      if (Date.now() - started > timeoutMs) throw new Error(`still ${view.conversionStatus} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('is finished once by the next worker', async () => {
    const server = t.app.getHttpServer();
    const credentials = await createStaff(t.dataSource);
    const staff = await login(server, credentials.username, credentials.password);
    const house = (
      await request(server)
        .post('/api/v1/admin/houses/templates')
        .set(bearer(staff))
        .send({ name: 'Absturzhaus' })
        .expect(201)
    ).body;
    const view = (
      await request(server)
        .post('/api/v1/admin/house-views')
        .set(bearer(staff))
        .field('houseId', house.id)
        .field('name', 'Gelände')
        .attach('file', await makeDenseGlb(500), 'gelaende.glb')
        .expect(201)
    ).body;

    const first = startWorker();
    await waitFor(view.id, [ConversionStatus.CONVERTING], 30_000);
    first.kill('SIGKILL');

    startWorker();
    const done = await waitFor(view.id, [ConversionStatus.READY, ConversionStatus.FAILED], 90_000);
    expect(done.conversionStatus).toBe(ConversionStatus.READY);
    expect(done.conversionAttempts).toBe(2);
    expect(done.usdzSize).toBeGreaterThan(0);
  });
});
