import { getQueueToken } from '@nestjs/bull';
import { INestApplicationContext, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Queue } from 'bull';
import { MODEL_CONVERSION_QUEUE } from '../src/conversion/conversion-job.js';
import { MAIL_QUEUE } from '../src/mail/mail-job.js';
import { WorkerModule } from '../src/worker.module.js';
import { TestApp, createTestApp } from './support/test-app.js';

/** Bull's own listener drops a queue's 'error' events; both processes must log them. */
describe("a Bull queue's errors", () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  const warnings: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: false });
    Logger.overrideLogger({ log: () => undefined, error: () => undefined, warn: (m) => warnings.push(String(m)) });
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it.each([
    ['API', () => t.app],
    ['worker', () => worker],
  ])('are logged with the queue name in the %s', (_, context) => {
    warnings.length = 0;
    for (const name of [MODEL_CONVERSION_QUEUE, MAIL_QUEUE]) {
      const queue = context().get<Queue>(getQueueToken(name), { strict: false });
      queue.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'), 'Error processing job');
    }
    expect(warnings).toEqual([
      'model-conversion: Error processing job: connect ECONNREFUSED 127.0.0.1:6379',
      'mail: Error processing job: connect ECONNREFUSED 127.0.0.1:6379',
    ]);
  });
});
