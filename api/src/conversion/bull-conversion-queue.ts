import { Inject, Injectable } from '@nestjs/common';
import { BullModule, InjectQueue } from '@nestjs/bull';
import type { Queue } from 'bull';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ConversionJob, MODEL_CONVERSION_QUEUE, conversionJobId } from './conversion-job.js';
import type { ConversionQueue } from './conversion-queue.js';
import { ENQUEUE_TIMEOUT_MS, withinTime } from '../queues/within-time.js';

/** The conversion queue's registration with Bull (the connection is the queues' bull-root.ts). */
export const conversionBullQueue = BullModule.registerQueue({ name: MODEL_CONVERSION_QUEUE });

/** Conversions as Bull jobs: retried with exponential backoff, one job id per upload. */
@Injectable()
export class BullConversionQueue implements ConversionQueue {
  constructor(
    @InjectQueue(MODEL_CONVERSION_QUEUE) private readonly queue: Queue<ConversionJob>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  /** "Stadtvilla Linz – Außen": the queue board names the job by it (queue-board.ts). */
  private async label(job: ConversionJob): Promise<string | undefined> {
    const rows: { house: string; model: string }[] = await this.dataSource.query(
      `SELECT house.name AS house, view.name AS model FROM house_views view
       JOIN houses house ON house.id = view.house_id WHERE view.id = $1`,
      [job.houseViewId],
    );
    return rows[0] ? `${rows[0].house} – ${rows[0].model}` : undefined;
  }

  enqueue(job: ConversionJob): Promise<void> {
    return withinTime(this.add(job), ENQUEUE_TIMEOUT_MS, 'queueing a conversion');
  }

  private async add(job: ConversionJob): Promise<void> {
    const jobId = conversionJobId(job);
    const existing = await this.queue.getJob(jobId);
    // Re-queueing a failed conversion retries the same job; a queued or running one is left alone.
    if (existing && (await existing.isFailed())) {
      await existing.retry();
      return;
    }
    if (existing && !(await existing.isCompleted())) return;
    if (existing) await existing.remove();
    // Only a name for people: without it the job still converts.
    const label = job.label ?? (await this.label(job).catch(() => undefined));
    await this.queue.add(label ? { ...job, label } : job, {
      jobId,
      attempts: this.config.conversion.attempts,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: 200,
      removeOnFail: 500,
    });
  }
}
