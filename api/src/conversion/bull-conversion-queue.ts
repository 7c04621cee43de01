import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bull';
import type { Queue } from 'bull';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { ConversionJob, MODEL_CONVERSION_QUEUE, conversionJobId } from './conversion-job.js';
import type { ConversionQueue } from './conversion-queue.js';
import { ENQUEUE_TIMEOUT_MS, withinTime } from '../queues/within-time.js';

/** Conversions as Bull jobs: retried with exponential backoff, one job id per upload. */
@Injectable()
export class BullConversionQueue implements ConversionQueue {
  constructor(
    @InjectQueue(MODEL_CONVERSION_QUEUE) private readonly queue: Queue<ConversionJob>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
    await this.queue.add(job, {
      jobId,
      attempts: this.config.conversion.attempts,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: 200,
      removeOnFail: 500,
    });
  }
}
