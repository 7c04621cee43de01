import { Logger } from '@nestjs/common';
import { Process, Processor } from '@nestjs/bull';
import type { Job } from 'bull';
import { errorMessage } from '../common/errors/error-message.js';
import { ConversionJob, MODEL_CONVERSION_QUEUE } from './conversion-job.js';
import { ConversionRunner } from './conversion-runner.js';
import { ProgressWrites } from './progress-writes.js';

/**
 * The worker's side of the queue; each job converts in a child process (see runConverter). An
 * error thrown here (the database or Redis gone) fails the job: Bull records it as the job's
 * failedReason and retries it as often as the job's attempts allow.
 */
@Processor(MODEL_CONVERSION_QUEUE)
export class ModelConversionProcessor {
  private readonly logger = new Logger('Conversion');

  constructor(private readonly runner: ConversionRunner) {}

  @Process({ concurrency: 1 })
  async convert(job: Job<ConversionJob>): Promise<string> {
    const isLastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    // The job's progress in Redis is for the queue board only: a failed write must not end the job.
    const progress = new ProgressWrites(
      (percent) => job.progress(percent),
      (error) =>
        this.logger.warn(`View ${job.data.houseViewId}: job ${job.id} progress not saved: ${errorMessage(error)}`),
    );
    const { outcome, message } = await this.runner.run(job.data, isLastAttempt, (percent) => progress.push(percent));
    if (outcome === 'hopeless') {
      // A broken model stays broken: no retries.
      await job.discard();
      throw new Error(message);
    }
    if (outcome === 'retry') throw new Error(message);
    // The runner reports at most 99 while it works: a finished job shows 100 on the queue board.
    await progress.settled();
    progress.push(100);
    await progress.settled();
    return outcome;
  }
}
