import { getQueueToken } from '@nestjs/bull';
import { ConversionStatus } from '@hauskonfig/shared';
import type { Queue } from 'bull';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { MODEL_CONVERSION_QUEUE, conversionJobId } from '../../src/conversion/conversion-job.js';
import { HouseView } from '../../src/house-views/house-view.entity.js';
import { Session, bearer, staffSession } from '../support/fixtures.js';
import { makeDenseGlb, makeGlb } from '../support/model-fixtures.js';
import { TcpProxy, startTcpProxy, throughProxy } from '../support/tcp-proxy.js';
import { TestApp, createTestApp } from '../support/test-app.js';
import { until } from '../support/until.js';
import { WorkerProcess, startWorker } from '../support/worker-process.js';

/** The view that the trigger below refuses progress writes for. */
const REFUSED = 'Fortschritt verweigert';

/**
 * The worker reaches PostgreSQL through a proxy that can cut it off; the API and the test read
 * the database directly. A database error inside a job must end or retry that job, never the
 * worker: an unhandled rejection is logged by the process guards, and that log must stay empty.
 */
describe('database errors inside a conversion job', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let worker: WorkerProcess;
  let server: App;
  let staff: Session;

  beforeAll(async () => {
    const databaseUrl = process.env.HK_TEST_DATABASE_URL!;
    proxy = await startTcpProxy(new URL(databaseUrl).hostname, Number(new URL(databaseUrl).port || 5432));
    t = await createTestApp();
    server = t.app.getHttpServer();
    staff = await staffSession(server, t.dataSource);
    // Refuses what the incident saw fail: an UPDATE of house_views setting the progress.
    await t.dataSource.query(`
      CREATE FUNCTION refuse_test_progress() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.name = '${REFUSED}' AND NEW.conversion_progress BETWEEN 1 AND 99 THEN
          RAISE EXCEPTION 'progress refused by the test';
        END IF;
        RETURN NEW;
      END $$`);
    await t.dataSource.query(
      'CREATE TRIGGER refuse_test_progress BEFORE UPDATE ON house_views FOR EACH ROW EXECUTE FUNCTION refuse_test_progress()',
    );
    worker = startWorker({ ...t.config, databaseUrl: throughProxy(databaseUrl, proxy) });
    await worker.ready;
  });
  afterAll(async () => {
    worker?.process.kill('SIGKILL');
    await proxy.restore();
    await t.dataSource.query('DROP TRIGGER IF EXISTS refuse_test_progress ON house_views');
    await t.dataSource.query('DROP FUNCTION IF EXISTS refuse_test_progress()');
    await t.close();
    await proxy.close();
  });

  const upload = async (name: string, file: Buffer): Promise<HouseView> => {
    const house = (
      await request(server).post('/api/v1/admin/houses/templates').set(bearer(staff)).send({ name }).expect(201)
    ).body;
    const { id } = (
      await request(server)
        .post('/api/v1/admin/house-views')
        .set(bearer(staff))
        .field('houseId', house.id)
        .field('name', name)
        .attach('file', file, 'haus.glb')
        .expect(201)
    ).body;
    return t.dataSource.getRepository(HouseView).findOneByOrFail({ id });
  };
  const view = (id: string) => t.dataSource.getRepository(HouseView).findOneByOrFail({ id });
  /** Errors and worse: an unhandled rejection would be one. */
  const errors = () => worker.logs().filter((line) => line.level >= 50);

  it('logs a refused progress write with the view id and still finishes the conversion', async () => {
    const uploaded = await upload(REFUSED, await makeGlb());
    const done = await until(
      () => view(uploaded.id),
      (v) => v.conversionStatus !== ConversionStatus.QUEUED && v.conversionStatus !== ConversionStatus.CONVERTING,
      60_000,
    );
    expect(done).toMatchObject({
      conversionStatus: ConversionStatus.READY,
      conversionProgress: 100,
      conversionAttempts: 1,
    });
    expect(worker.logs()).toContainEqual(
      expect.objectContaining({
        level: 40,
        context: 'Conversion',
        msg: expect.stringMatching(
          new RegExp(`^View ${uploaded.id}: progress not saved, .*progress refused by the test`),
        ),
      }),
    );
    expect(errors()).toEqual([]);
    expect(worker.process.exitCode).toBeNull();
  }, 90_000);

  it('fails the job with the reason recorded when the database is gone, keeps the worker, and retries', async () => {
    const uploaded = await upload('Datenbank weg', await makeDenseGlb(500));
    await until(
      () => view(uploaded.id),
      (v) => v.conversionStatus === ConversionStatus.CONVERTING,
      30_000,
    );
    await proxy.cut();

    const queue = t.app.get<Queue>(getQueueToken(MODEL_CONVERSION_QUEUE), { strict: false });
    const jobId = conversionJobId({ houseViewId: uploaded.id, houseId: uploaded.houseId, filename: uploaded.filename });
    const failed = await until(
      () => queue.getJob(jobId),
      (job) => (job?.attemptsMade ?? 0) >= 1,
      60_000,
    );
    // The status write could not reach the database: that error is the job's reason, and it waits for its retry.
    expect(failed!.failedReason).toMatch(/ECONNREFUSED|Connection terminated/);
    expect(await failed!.isDelayed()).toBe(true);
    expect((await view(uploaded.id)).conversionStatus).toBe(ConversionStatus.CONVERTING);
    expect(errors()).toEqual([]);
    expect(worker.process.exitCode).toBeNull();

    await proxy.restore();
    const done = await until(
      () => view(uploaded.id),
      (v) => v.conversionStatus === ConversionStatus.READY || v.conversionStatus === ConversionStatus.FAILED,
      90_000,
    );
    expect(done).toMatchObject({ conversionStatus: ConversionStatus.READY, conversionAttempts: 2 });
    expect(errors()).toEqual([]);
    expect(worker.process.exitCode).toBeNull();
    // Its waits together, as a busy machine needs them: a conversion, the retry's back-off, another.
  }, 200_000);
});
